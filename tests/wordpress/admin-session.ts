/**
 * The harness WordPress's admin screens and XML-RPC without a browser: a signed-in administrator's
 * cookies (wp-login.php, as a browser signs in), the nonces the screens print, and forms posted as
 * the screens post them. For tests of the ways into WordPress that are not REST.
 */

export interface AdminSession {
  /** GET a path under the home URL with the session's cookies: status and body, redirects not followed. */
  get(path: string): Promise<{ status: number; text: string }>
  /** The body of an admin page that must answer 200. */
  page(path: string): Promise<string>
  /** POST a form (application/x-www-form-urlencoded). */
  post(path: string, form: Record<string, string>): Promise<{ status: number; text: string }>
  /** The value of the hidden field `name` on a page. */
  field(html: string, name: string): string
}

export async function adminSession(homeUrl: string, credentials: { user: string; password: string }): Promise<AdminSession> {
  const cookies = new Map<string, string>([['wordpress_test_cookie', 'WP%20Cookie%20check']])
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, `${homeUrl}/`), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: header() } })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0 && !/expires=Thu, 01-Jan-1970/i.test(line)) cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return { status: response.status, text: await response.text() }
  }
  const post = (path: string, form: Record<string, string>) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() })
  const signedIn = await post('wp-login.php', { log: credentials.user, pwd: credentials.password, testcookie: '1', 'wp-submit': 'Log In', redirect_to: `${homeUrl}/wp-admin/` })
  if (signedIn.status !== 302) throw new Error(`wp-login.php answered ${signedIn.status}, not a redirect into the admin`)
  return {
    get: (path) => send(path),
    async page(path) {
      const answered = await send(path)
      if (answered.status !== 200) throw new Error(`${path} answered ${answered.status}`)
      return answered.text
    },
    post,
    field(html, name) {
      const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]
      if (value === undefined) throw new Error(`no field ${name} on the page`)
      return value
    },
  }
}

type XmlRpcValue = number | string | boolean | XmlRpcValue[] | { [key: string]: XmlRpcValue }

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function encode(value: XmlRpcValue): string {
  if (typeof value === 'number') return `<value><int>${value}</int></value>`
  if (typeof value === 'boolean') return `<value><boolean>${value ? 1 : 0}</boolean></value>`
  if (typeof value === 'string') return `<value><string>${escapeXml(value)}</string></value>`
  if (Array.isArray(value)) return `<value><array><data>${value.map(encode).join('')}</data></array></value>`
  return `<value><struct>${Object.entries(value).map(([name, member]) => `<member><name>${escapeXml(name)}</name>${encode(member)}</member>`).join('')}</struct></value>`
}

/** Calls an XML-RPC method at /xmlrpc.php: the answer's XML (a fault is an answer too). */
export async function xmlrpc(homeUrl: string, method: string, params: XmlRpcValue[]): Promise<string> {
  const body = `<?xml version="1.0"?><methodCall><methodName>${method}</methodName><params>${params.map((param) => `<param>${encode(param)}</param>`).join('')}</params></methodCall>`
  const response = await fetch(`${homeUrl}/xmlrpc.php`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body })
  return response.text()
}
