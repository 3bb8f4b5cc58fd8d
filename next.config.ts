import path from 'node:path'
import type { NextConfig } from 'next'
import { MAX_FORM_BODY_BYTES } from './src/forms/upload-rules'
import { aliases } from './src/site/routes'
import { securityHeaders } from './src/site/security-headers'

// Several instances (docs/deployment.md): with REDIS_URL set when the server starts, both of Next's
// caches ('use cache' and the ISR/route cache) are shared through Redis, with an in-process
// fallback while Redis is away (docs/decisions/009-multi-instance.md). Unset, Next's own in-process
// caches serve exactly as before. Node loads these files itself at start, so they are plain ESM.
const redisCaches: Partial<NextConfig> = process.env.REDIS_URL?.trim()
  ? {
      cacheHandler: path.resolve('cache-handlers/isr.mjs'),
      cacheHandlers: { default: path.resolve('cache-handlers/use-cache.mjs'), remote: path.resolve('cache-handlers/use-cache.mjs') },
    }
  : {}

const nextConfig: NextConfig = {
  // Only .tsx files are routes, proxy or instrumentation: src/pages holds the Astro app being built
  // beside this one (issue 24), whose .astro pages and .ts endpoints Next must not take for its own.
  pageExtensions: ['tsx'],
  cacheComponents: true,
  ...redisCaches,
  // Each of Next's two in-memory caches (pages and 'use cache' data) holds at most this: the site's
  // real pages fit (about 10 MB), and invented URLs cannot grow the process (issue 23, point 3).
  // Prerendered pages pushed out are read again from .next on disk.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  partialPrefetching: false,
  // A second build (e.g. the WordPress-mode browser tests) can sit beside the default one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next.js hashes the whole HTML of every response, cached or not, to make an ETag: a profile of
  // /veneers under load put 8 % of the server's time there, and turning it off served 15-25 % more
  // requests a second (docs/decisions/006-phone-speed.md). What the ETag bought was a 304 on a
  // full reload of a page already seen; moving between pages fetches no document (client-side
  // navigation), and a CDN in front can validate on its own. Static files keep Last-Modified, so
  // they still answer a repeat request with 304 (tests/e2e/routes.spec.ts).
  generateEtags: false,
  // The booking portal (issue 13, src/site/booking.ts), inlined at build so the client modules
  // that carry booking calls to action read it too. Checked at start by src/env.ts.
  env: { BOOKING_URL: process.env.BOOKING_URL?.trim() ?? '' },
  // The largest upload (10 MB) plus the other fields: Next.js counts while it reads a server
  // action's body and answers 413 past this, so an oversized post costs at most this much reading.
  experimental: { serverActions: { bodySizeLimit: MAX_FORM_BODY_BYTES } },
  reactStrictMode: true,
  cacheLife: {
    // CMS content: fresh for 5 minutes, then revalidated in the background; a failed
    // revalidation keeps serving the last good copy for up to 30 days.
    content: { stale: 300, revalidate: 300, expire: 60 * 60 * 24 * 30 },
    // A failure is remembered only briefly so that recovery shows quickly.
    failure: { stale: 0, revalidate: 5, expire: 30 },
    // The same while `next build` prerenders: Next leaves out of a prerender whatever expires
    // within 5 minutes or goes stale within 5 (stale is only the browser's reuse of a page it has),
    // and a build whose CMS is down must still produce every page (issue 23).
    buildFailure: { stale: 300, revalidate: 5, expire: 300 },
    // A miss (an unknown slug, a page past the end, search results): kept a minute, in memory
    // only, and never prerendered, so invented URLs make no lasting entry (issue 23, point 3).
    miss: { stale: 60, revalidate: 60, expire: 300 },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 768, 1024, 1366, 1600],
  },
  // CMS media keep their paths on this site (the WordPress adapter rewrites their host away) and
  // are served by src/app/wp-content/uploads, which passes only media types (issue 15, point 7).
  // Every response (pages, 404s, route handlers, the 503 page, static files). SITE_URL is read here
  // as CMS_URL is above: src/env.ts is server-only and cannot load into the config; an invalid
  // value still fails there when the server starts.
  async headers() {
    const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:3000'
    return [{ source: '/:path*', headers: securityHeaders({ siteUrl, development: process.env.NODE_ENV === 'development' }) }]
  },
  async redirects() {
    return Object.entries(aliases).map(([from, to]) => ({ source: `/${from}`, destination: `/${to}`, permanent: true }))
  },
}

export default nextConfig
