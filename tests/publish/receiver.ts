/**
 * A stand-in for the website's /api/revalidate that records what the WordPress plugin sends and
 * checks each signature with the site's own code (src/publish/signature.ts).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyWebhook } from '../../src/publish/signature'

export interface Received {
  readonly path: string
  readonly verified: boolean
  readonly payload: Record<string, unknown>
}

export interface Receiver {
  readonly port: number
  readonly received: Received[]
  /** Polls until `count` webhooks have arrived (or the time is up) and returns them all. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>
  close(): Promise<void>
  listen(): Promise<void>
}

export async function startReceiver(secret: string, port = 0): Promise<Receiver> {
  const received: Received[] = []
  let server: Server | undefined
  let boundPort = port
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        let body = ''
        req.setEncoding('utf8')
        req.on('data', (chunk: string) => (body += chunk))
        req.on('end', () => {
          // The site's save checks (the practice's, and a page's or post's since issue 45) find nothing here: only webhooks are recorded.
          if (/^\/api\/(?:practice|content)\/check$/.test(req.url ?? '')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"problems":[]}')
          const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null)
          const verdict = verifyWebhook(secret, { timestamp: header('x-webhook-timestamp'), signature: header('x-webhook-signature'), body })
          received.push({ path: req.url ?? '', verified: verdict.ok, payload: JSON.parse(body) as Record<string, unknown> })
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":[]}')
        })
      })
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server?.address() as AddressInfo).port
        resolve()
      })
    })
  await listen()
  return {
    get port() {
      return boundPort
    },
    received,
    listen,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      // A little longer, so a duplicate webhook would be seen too.
      await new Promise((resolve) => setTimeout(resolve, 300))
      return [...received]
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}
