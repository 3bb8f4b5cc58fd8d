import http from 'node:http'
import { JSDOM } from 'jsdom'

/**
 * A form post exactly as a browser without JavaScript sends it, from a chosen loopback source
 * address (127.0.0.2, 127.0.0.3 …: the whole of 127/8 is this machine). Framework-neutral: the
 * form is read from the page's HTML (its action, and every field it carries, hidden ones too),
 * then the given values are filled in and it is sent as multipart/form-data.
 */
export interface NoJsForm {
  /** The form's own URL to post to (absolute). */
  readonly action: string
  /** Every field the form sends as served, before anything is typed. */
  readonly fields: ReadonlyArray<readonly [string, string]>
}

export async function readForm(pageUrl: string, selector: string): Promise<NoJsForm> {
  const html = await (await fetch(pageUrl)).text()
  const { document } = new JSDOM(html, { url: pageUrl }).window
  const root = document.querySelector(selector)
  // The selector may name the form, an element holding it, or a control inside it.
  const form = root?.tagName === 'FORM' ? root : (root?.querySelector('form') ?? root?.closest('form'))
  if (!form) throw new Error(`no form at ${selector} on ${pageUrl}`)
  const fields: Array<[string, string]> = []
  for (const control of form.querySelectorAll<HTMLInputElement>('input[name], textarea[name], select[name]')) {
    if (control.type === 'file' || control.type === 'submit') continue
    if ((control.type === 'radio' || control.type === 'checkbox') && !control.checked) continue
    fields.push([control.name, control.value])
  }
  return { action: new URL(form.getAttribute('action') || pageUrl, pageUrl).href, fields }
}

export interface PostAnswer {
  /** The final answer's status: the page's after a 303, as the browser shows it. */
  readonly status: number
  readonly html: string
  /** The post's own answer, when it was a redirect (post/redirect/get): its status and Location. */
  readonly redirect?: { readonly status: number; readonly location: string }
}

/** A GET as the browser makes it after a 303, from the same source address. */
function follow(url: URL, sourceAddress: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, localAddress: sourceAddress, headers: { accept: 'text/html' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * Sends the form with these values (replacing any the form already carries) from `sourceAddress`,
 * and follows a 303 to the page as a browser does.
 */
export async function postForm(form: NoJsForm, values: Record<string, string>, sourceAddress = '127.0.0.1'): Promise<PostAnswer> {
  const data = new FormData()
  for (const [name, value] of form.fields) if (!(name in values)) data.append(name, value)
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  const encoded = new Request(form.action, { method: 'POST', body: data })
  const body = Buffer.from(await encoded.arrayBuffer())
  const url = new URL(form.action)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress: sourceAddress,
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
          origin: url.origin,
          'sec-fetch-site': 'same-origin',
          accept: 'text/html',
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const status = response.statusCode ?? 0
          const location = response.headers.location
          if (status !== 303 || !location) return resolve({ status, html: Buffer.concat(chunks).toString('utf8') })
          follow(new URL(location, url), sourceAddress).then((page) => resolve({ ...page, redirect: { status, location } }), reject)
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
