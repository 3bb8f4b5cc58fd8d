import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP server that speaks Contact Form 7's REST feedback endpoint as documented
 * (see docs/wordpress.md): multipart only (else 415), unknown form 404, missing unit tag
 * 400, a User-Agent under 2 characters is spam. Records every request for assertions.
 */
export type Cf7Reply = 'mail_sent' | 'mail_failed' | 'validation_failed' | 'spam' | 'http_500' | 'hang' | 'slow' | 'redirect'

export interface RecordedFile {
  readonly name: string
  readonly type: string
  readonly bytes: Uint8Array
}

export interface Cf7Request {
  readonly path: string
  readonly formId: number
  readonly userAgent: string
  readonly contentType: string
  readonly entries: ReadonlyArray<readonly [string, string | RecordedFile]>
}

export interface FakeCf7 {
  /** The REST base to configure, ending in /wp-json/. */
  readonly base: string
  readonly requests: Cf7Request[]
  /** Replies used in turn; the last one repeats. */
  replies: Cf7Reply[]
  /** invalid_fields sent with validation_failed. */
  invalidFields: Array<{ field: string; message: string }>
  /** Where a 'redirect' reply (307, which keeps the method and body) points. */
  redirectTo: string
  close(): Promise<void>
}

const KNOWN_FORMS = new Set([4276, 4278, 4279, 5567])
const MESSAGES: Record<string, string> = {
  mail_sent: 'Thank you for your message. It has been sent.',
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startFakeCf7(port = 0): Promise<FakeCf7> {
  const fake: Omit<FakeCf7, 'base' | 'close'> = { requests: [], replies: ['mail_sent'], invalidFields: [], redirectTo: 'http://127.0.0.1:9/' }
  const hanging = new Set<() => void>()
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' })
      response.end(JSON.stringify(body))
    }
    const match = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback$/.exec(request.url ?? '')
    if (!match || request.method !== 'POST') return send(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } })
    const formId = Number(match[1])
    const contentType = request.headers['content-type'] ?? ''
    const body = await readBody(request)
    if (!contentType.startsWith('multipart/form-data')) return send(415, { code: 'wpcf7_unsupported_media_type', message: 'The request payload format is not supported.', data: { status: 415 } })
    if (!KNOWN_FORMS.has(formId)) return send(404, { code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } })
    const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData()
    const entries: Array<readonly [string, string | RecordedFile]> = []
    for (const [key, value] of form.entries()) {
      entries.push([key, typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) }])
    }
    const userAgent = request.headers['user-agent'] ?? ''
    fake.requests.push({ path: request.url ?? '', formId, userAgent, contentType, entries })
    if (!form.get('_wpcf7_unit_tag')) return send(400, { code: 'wpcf7_unit_tag_not_found', message: 'There is no valid unit tag.', data: { status: 400 } })
    let reply = userAgent.length < 2 ? 'spam' : (fake.replies.length > 1 ? fake.replies.shift() : fake.replies[0]) ?? 'mail_sent'
    if (reply === 'hang') return void hanging.add(() => response.destroy())
    // A mail server taking its time: mail_sent after 1.5 s.
    if (reply === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      reply = 'mail_sent'
    }
    if (reply === 'redirect') return void response.writeHead(307, { Location: fake.redirectTo }).end()
    if (reply === 'http_500') return send(500, { code: 'internal_server_error', message: 'There has been a critical error on this website.' })
    send(200, {
      contact_form_id: formId,
      status: reply,
      message: MESSAGES[reply],
      posted_data_hash: reply === 'mail_sent' ? 'd41d8cd98f00b204e9800998ecf8427e' : '',
      into: `#wpcf7-f${formId}-o1`,
      invalid_fields: reply === 'validation_failed' ? fake.invalidFields.map((field, index) => ({ ...field, idref: null, error_id: `wpcf7-f${formId}-o1-ve-${index}` })) : [],
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return Object.assign(fake, {
    base: `http://127.0.0.1:${bound}/wp-json/`,
    close: async () => {
      for (const hang of hanging) hang()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}

/** The text entries of a recorded request, files left out. */
export function textEntries(request: Cf7Request): Array<[string, string]> {
  return request.entries.filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, value])
}
