import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'
import sirv from 'sirv'
import type { FreshPageReader } from '@/cache/route-provider'
import { FILE_TOO_LARGE, MAX_FORM_BODY_BYTES } from '@/forms/upload-rules'
import { clientAddress } from '@/lib/client-address'
import { createLogger } from '@/lib/log'
import { NOT_FOUND_HEADING, NOT_FOUND_LEAD } from '@/site/not-found-title'
import { plainPageHtml } from '@/site/plain-page'
import { securityHeaders, staticContentSecurityPolicy } from '@/site/security-headers'
import { sameSitePath } from '@/site/unavailable'
import { checkConfigurationOrExit } from '@/startup'

/**
 * `npm start`: the production server. Astro renders in middleware mode (@astrojs/node); this
 * entry adds what the adapter leaves to its host, with kept libraries:
 * - the security headers on every response, static files included (Astro's own
 *   Content-Security-Policy, with each page's script hashes, replaces ours on its pages);
 * - compression of pages and files (`compression`: brotli or gzip, as the browser asks);
 * - static files from dist/client (`sirv`), the hashed ones cached for a year;
 * - a page the route cache holds fresh is written from memory before Astro is entered
 *   (src/cache/route-provider.ts): the app offers its reader through `locals` on its first request;
 * - the visitor's address: the TCP peer, or what our own proxies saw (TRUSTED_PROXY_HOPS), given
 *   to the app as `locals.clientAddress` and as the only X-Forwarded-For entry, never the
 *   leftmost entry a visitor writes.
 * A configuration that would send patients' data in plaintext stops it before it listens.
 */
const here = path.dirname(fileURLToPath(import.meta.url))

await checkConfigurationOrExit()
const { env } = await import('@/env')
const { handler } = (await import(pathToFileURL(path.join(here, 'server', 'entry.mjs')).href)) as { handler: AstroHandler }

type Next = (error?: unknown) => void
type AstroHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: Next, locals?: object) => Promise<void>

const headers = securityHeaders({ siteUrl: env.SITE_URL }, staticContentSecurityPolicy({ siteUrl: env.SITE_URL }))
const compress = compression({ threshold: 1024 })
const log = createLogger('server')
const statics = sirv(path.join(here, 'client'), {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    // Astro's hashed assets never change under one name; everything else is checked each time.
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate')
  },
})

/**
 * No request may carry more than the largest form post (the referral's file and its fields).
 * Refused from its Content-Length before any of it is read: past the limit the adapter would stop
 * reading mid-render and answer 500, after the page had begun to parse the post. The rest of the
 * body is let go, unread.
 */
function tooLarge(req: http.IncomingMessage, res: http.ServerResponse) {
  res.writeHead(413, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(plainPageHtml({ heading: 'Your file is too large to send', message: `${FILE_TOO_LARGE} Use your browser’s Back button: what you typed is still in the form.` }))
  req.resume()
}

/** Answers that Astro did not write itself: plain pages with the phone number, never a blank body. */
function plainAnswer(res: http.ServerResponse, status: number, heading: string, message: string, retry?: string) {
  if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(plainPageHtml({ heading, message, retry: retry === undefined ? undefined : { href: retry, label: 'try again' } }))
}

const pathOf = (req: http.IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/'

let freshPages: () => FreshPageReader | undefined = () => undefined
const offerFreshPages = (reader: () => FreshPageReader | undefined) => {
  freshPages = reader
}

/** Writes the route cache's fresh copy of the page, if it holds one: true when it did. */
function servedFresh(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const read = freshPages()
  if (!read || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const page = read(query === -1 ? url : url.slice(0, query), req.headers['accept-encoding'])
  if (!page) return false
  res.writeHead(page.status, page.headers)
  res.end(req.method === 'HEAD' ? undefined : page.body)
  return true
}

const server = http.createServer((req, res) => {
  for (const { key, value } of headers) res.setHeader(key, value)
  if (servedFresh(req, res)) return
  const address = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, env.TRUSTED_PROXY_HOPS)
  req.headers['x-forwarded-for'] = address
  if (env.TRUSTED_PROXY_HOPS === 0) {
    // No proxy of ours in front: what a visitor claims about the request's host and scheme is not heard.
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BODY_BYTES) return tooLarge(req, res)
  compress(req as never, res as never, () => {
    statics(req, res, () => {
      handler(req, res, () => plainAnswer(res, 404, NOT_FOUND_HEADING, NOT_FOUND_LEAD), { clientAddress: address, offerFreshPages }).catch(
        (error: unknown) => {
          // The error's class and code, never its message nor the address (a search's words).
          log.error('could not render a page', { error })
          plainAnswer(res, 500, 'Something went wrong on our side', 'We couldn’t show this page just now.', sameSitePath(pathOf(req)))
        },
      )
    })
  })
})

server.listen(env.PORT, env.HOST, () => {
  console.log(`Larkspur Dental Care on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
  // The app's first request: it starts the outbox relay and the retention purge (src/middleware.ts)
  // now rather than at the first visitor's.
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  fetch(`http://${env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST}:${port}/api/health`).catch(() => undefined)
})

// Stopping (a rolling deploy): no new connections; requests in flight (a referral being stored)
// finish, idle keep-alive connections close at once, and whatever is still open after 10 s is cut.
const DRAIN_MS = 10_000
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref()
  })
}
