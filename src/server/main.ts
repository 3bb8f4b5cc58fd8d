import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'
import sirv from 'sirv'
import { canonicalPath } from '@/cache/canonical-path'
import type { FreshPageReader } from '@/cache/route-provider'
import { allowedMethods, bodyRuleFor } from '@/forms/body-limit'
import { carriesAnswer } from '@/lib/answer-ticket'
import { createRedisRateLimiter, type AttemptLimiter } from '@/forms/shared-rate-limit'
import { clientAddress, describeTrust, isTrustedProxy, LOOPBACK, parseProxyList, proxyTrust } from '@/lib/client-address'
import { createLogger } from '@/lib/log'
import { createRateLimiter } from '@/lib/rate-limit'
import { createCheckIntake } from '@/publish/check-intake'
import { NOT_FOUND_HEADING, NOT_FOUND_LEAD } from '@/site/not-found-title'
import { plainPageHtml } from '@/site/plain-page'
import { securityHeaders, staticContentSecurityPolicy } from '@/site/security-headers'
import { checkConfigurationOrExit } from '@/startup'
import { checkBody, refusalBeforeReading, refuse, type BodyCheck } from './request-body'
import { loadEmbeddedFacts, noteSiteFacts, plainFacts } from './plain-facts'
import { serverErrorHtml } from './server-error'

/**
 * `npm start`: the production server. Astro renders in middleware mode (@astrojs/node); this
 * entry adds what the adapter leaves to its host, with kept libraries:
 * - the security headers on every response, static files included (Astro's own
 *   Content-Security-Policy, with each page's script hashes, replaces ours on its pages);
 * - compression of pages and files (`compression`: brotli or gzip, as the browser asks);
 * - static files from dist/client (`sirv`), the hashed ones cached for a year;
 * - a page the route cache holds fresh is written from memory before Astro is entered
 *   (src/cache/route-provider.ts): the app offers its reader through `locals` on its first request;
 * - the visitor's address: the TCP peer, or what the proxies we were told about saw
 *   (TRUSTED_PROXIES, src/lib/client-address.ts), given to the app as `locals.clientAddress` and
 *   as the only X-Forwarded-For entry, never an entry a visitor wrote;
 * - one spelling per page: a GET for another spelling of a path is redirected to it (src/cache/canonical-path.ts);
 * - a request's body held to what its target can need before anything parses it, and no answer
 *   to a post or an action stored anywhere (issue 27, points 1 and 5);
 * - refused before a byte of the body is read (issue 34, points 1 and 9): an action on a page that
 *   does not show its form, any other post to a page and any OPTIONS (405, with Allow), a multipart
 *   type undici would read otherwise than we count, and a sender past the forms' per-visitor limit
 *   (429), which is asked here, once, for every form post.
 * A configuration that would send patients' data in plaintext stops it before it listens.
 */
const here = path.dirname(fileURLToPath(import.meta.url))

await checkConfigurationOrExit()
const { env } = await import('@/env')
const { sharedRedis } = await import('@/cache')
await loadEmbeddedFacts(env.CONTENT_DIR)
const ownListeners = new Set(process.listeners('unhandledRejection'))
const { handler } = (await import(pathToFileURL(path.join(here, 'server', 'entry.mjs')).href)) as { handler: AstroHandler }
// @astrojs/node logs an unhandled rejection with the URL being rendered, query included (a search's
// words, a preview's token; issue 27, point 6). Its listener is replaced by one that logs the
// error's class and code only, through Node's own listener API.
for (const listener of process.listeners('unhandledRejection')) if (!ownListeners.has(listener)) process.off('unhandledRejection', listener)
process.on('unhandledRejection', (error) => createLogger('server').error('unhandled rejection', { error }))

type Next = (error?: unknown) => void
type AstroHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: Next, locals?: object) => Promise<void>

const headers = securityHeaders({ siteUrl: env.SITE_URL }, staticContentSecurityPolicy({ siteUrl: env.SITE_URL }))
const compress = compression({ threshold: 1024 })
const log = createLogger('server')
const statics = sirv(path.join(here, 'client'), {
  etag: true,
  setHeaders(res, pathname) {
    // Astro's hashed assets never change under one name; everything else is checked each time.
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate')
  },
})

/** Answers that Astro did not write itself: plain pages with the phone number, never a blank body. */
function plainAnswer(res: http.ServerResponse, status: number, html: string) {
  if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(html)
}

const pathOf = (req: http.IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/'

/**
 * The forms' limit (5 attempts a minute per visitor; shared through Redis as the actions' is, under
 * the same keys), asked before a form post is read; the app is told so (`formAttemptCounted`).
 */
const redis = sharedRedis()
const localLimiter = createRateLimiter()
const formLimiter: AttemptLimiter = redis ? createRedisRateLimiter(async () => redis.client(), localLimiter) : localLimiter
// The site's check of a practice save (issue 44): one address's bodies in flight held before they
// are read, and the check's worker, bundled beside this file (scripts/build-server.mjs).
const checkIntake = createCheckIntake()
const practiceCheckWorker = new URL('./practice-check-worker.mjs', import.meta.url)

let freshPages: () => FreshPageReader | undefined = () => undefined
const offerFreshPages = (reader: () => FreshPageReader | undefined) => {
  freshPages = reader
}

/** Writes the route cache's fresh copy of the page, if it holds one: true when it did. */
function servedFresh(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const read = freshPages()
  if (!read || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const url = req.url ?? '/'
  // The page after a form's 303 shows that visitor's answer: never the cached copy (src/lib/answer-ticket.ts).
  if (carriesAnswer(url)) return false
  const query = url.indexOf('?')
  const page = read(query === -1 ? url : url.slice(0, query), req.headers['accept-encoding'])
  if (!page) return false
  res.writeHead(page.status, page.headers)
  res.end(req.method === 'HEAD' ? undefined : page.body)
  return true
}

const trust = proxyTrust(env)
const loopback = parseProxyList(LOOPBACK)
let warnedUntrustedProxy = false

/** Behind nginx with no proxy trusted, every visitor would share one limit: said once. */
function noticeUntrustedProxy(req: http.IncomingMessage) {
  if (warnedUntrustedProxy || trust.hops > 0 || !req.headers['x-forwarded-for'] || !isTrustedProxy(req.socket.remoteAddress ?? '', loopback)) return
  warnedUntrustedProxy = true
  console.warn('Requests arrive from this machine with X-Forwarded-For, but no proxy is trusted: every visitor behind that proxy shares one rate limit. Set TRUSTED_PROXIES (e.g. 127.0.0.1).')
}

/** A GET for another spelling of a path (/v%65neers) is sent to its one spelling: one render, one cache entry. */
function redirectedToCanonical(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  const canonical = canonicalPath(pathname)
  if (canonical === undefined || canonical === pathname || !pathname.startsWith('/')) return false
  res.writeHead(301, { Location: canonical + (query === -1 ? '' : url.slice(query)), 'Cache-Control': 'public, max-age=3600' })
  res.end()
  return true
}

function serve(req: http.IncomingMessage, res: http.ServerResponse, address: string, formAttemptCounted = false) {
  compress(req as never, res as never, () => {
    statics(req, res, () => {
      handler(req, res, () => plainAnswer(res, 404, plainPageHtml({ heading: NOT_FOUND_HEADING, message: NOT_FOUND_LEAD }, plainFacts())), { clientAddress: address, offerFreshPages, noteSiteFacts, formAttemptCounted, practiceCheckWorker }).catch((error: unknown) => {
        // The error's class and code, never its message nor the address (a search's words).
        log.error('could not render a page', { error })
        plainAnswer(res, 500, serverErrorHtml(pathOf(req), plainFacts()))
      })
    })
  })
}

const BODYLESS = new Set(['GET', 'HEAD'])

const server = http.createServer((req, res) => {
  for (const { key, value } of headers) res.setHeader(key, value)
  if (redirectedToCanonical(req, res) || servedFresh(req, res)) return
  noticeUntrustedProxy(req)
  const peer = req.socket.remoteAddress
  const address = clientAddress(req.headers['x-forwarded-for'], peer, trust)
  req.headers['x-forwarded-for'] = address
  if (trust.hops === 0 || !isTrustedProxy(peer ?? '', trust.proxies)) {
    // No proxy of ours in front: what a visitor claims about the request's host and scheme is not heard.
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
  }
  if (BODYLESS.has(req.method ?? 'GET')) return serve(req, res, address)
  // `//host/path` is a host and a path to the URL parser but one path to Astro, which collapses the
  // slashes: the rules below would judge another page than the one that takes the post.
  if (!(req.url ?? '/').startsWith('/') || (req.url ?? '/').startsWith('//')) return refuse(req, res, 'unknown action', plainFacts())
  const url = new URL(req.url ?? '/', 'http://site.invalid')
  if (req.method !== 'POST') {
    // OPTIONS would render the page in full; the fetch API cannot even hold CONNECT or TRACE.
    return refuse(req, res, 'not allowed', plainFacts(), { Allow: allowedMethods(url.pathname) })
  }
  // A post's answer echoes what the visitor typed: kept by no cache, the browser's included (point 5).
  res.setHeader('Cache-Control', 'no-store')
  const rule = bodyRuleFor(url.pathname, url.searchParams)
  const early = refusalBeforeReading(rule, req.headers['content-type'])
  if (early) return refuse(req, res, early, plainFacts(), rule.kind === 'not allowed' ? { Allow: rule.allow } : {})
  const form = rule.kind === 'limited' ? rule.form : undefined
  void (async () => {
    // A post another site's page made (the browser says so) is refused before it is counted: five
    // forged posts a minute must not close the forms to the visitor whose browser sent them.
    if (form && req.headers['sec-fetch-site'] === 'cross-site') return refuse(req, res, 'cross site', plainFacts())
    if (form && !(await formLimiter.take(address))) return refuse(req, res, 'rate limited', plainFacts(), { 'Retry-After': '60' })
    const release = await checkIntake.admit(url.pathname, address, req.headers['content-length'])
    if (!release) return refuse(req, res, 'rate limited', plainFacts(), { 'Retry-After': '60' })
    res.once('close', release)
    const checked: BodyCheck = await checkBody(req, rule)
    if (checked.ok) {
      // @astrojs/node reads a body already in hand instead of the stream.
      Object.assign(req, { body: checked.body })
      return serve(req, res, address, form !== undefined)
    }
    if (checked.refusal === 'aborted') return void req.socket.destroy()
    refuse(req, res, checked.refusal === 'too large' && form === 'referral' ? 'file too large' : checked.refusal, plainFacts())
  })().catch((error: unknown) => {
    log.error('could not take a post', { error })
    plainAnswer(res, 500, serverErrorHtml(pathOf(req), plainFacts()))
  })
})

server.listen(env.PORT, env.HOST, () => {
  console.log(`Larkspur Dental Care on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
  const { line, warnings } = describeTrust(env)
  console.log(line)
  for (const warning of warnings) console.warn(warning)
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
