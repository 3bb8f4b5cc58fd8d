import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'
import sirv from 'sirv'
import { clientAddress } from '@/lib/client-address'
import { securityHeaders, staticContentSecurityPolicy } from '@/site/security-headers'
import { checkConfigurationOrExit } from '@/startup'

/**
 * `npm start`: the production server. Astro renders in middleware mode (@astrojs/node); this
 * entry adds what the adapter leaves to its host, with kept libraries:
 * - the security headers on every response, static files included (Astro's own
 *   Content-Security-Policy, with each page's script hashes, replaces ours on its pages);
 * - compression of pages and files (`compression`: brotli or gzip, as the browser asks);
 * - static files from dist/client (`sirv`), the hashed ones cached for a year;
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
const statics = sirv(path.join(here, 'client'), {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    // Astro's hashed assets never change under one name; everything else is checked each time.
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate')
  },
})

function notFound(res: http.ServerResponse) {
  res.statusCode = 404
  res.end('Not found')
}

const server = http.createServer((req, res) => {
  for (const { key, value } of headers) res.setHeader(key, value)
  const address = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, env.TRUSTED_PROXY_HOPS)
  req.headers['x-forwarded-for'] = address
  if (env.TRUSTED_PROXY_HOPS === 0) {
    // No proxy of ours in front: what a visitor claims about the request's host and scheme is not heard.
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
  }
  compress(req as never, res as never, () => {
    statics(req, res, () => {
      handler(req, res, () => notFound(res), { clientAddress: address }).catch((error: unknown) => {
        console.error('[server] could not render', req.url, error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  })
})

server.listen(env.PORT, env.HOST, () => console.log(`Larkspur Dental Care on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`))

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
