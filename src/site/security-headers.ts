/**
 * The security headers every response carries (issue 10; decisions 007 and 010). Plain data: the
 * server entry (src/server/main.ts) puts them on every response, static files included; on an
 * Astro page, Astro's own Content-Security-Policy (these directives plus the page's script and
 * style hashes, astro.config.mjs) takes the place of ours. The tests score them with Observatory's rules.
 */

/** The only third parties a page may frame: the click-to-load video and map (blocks/*-facade.tsx). */
export const frameSources = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'] as const

export interface HeaderOptions {
  /** This site's public origin (SITE_URL): https turns on HSTS and upgrade-insecure-requests. */
  readonly siteUrl: string
}

/**
 * Every directive but script-src and style-src: what the site may load, frame and be framed by.
 * The Astro pages' policy is these plus the script and style hashes Astro writes for each page
 * (astro.config.mjs, `security.csp`): no 'unsafe-inline' for scripts (issue 23, point 10).
 */
export function policyDirectives({ siteUrl }: HeaderOptions): string[] {
  const https = new URL(siteUrl).protocol === 'https:'
  const directives: string[] = [
    "default-src 'self'",
    // Everything is served from this origin (CMS media are proxied); data: for the hero's blank placeholder image.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${frameSources.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives
}

/**
 * The policy of every response that is not an Astro page (static files, endpoints, the plain 503
 * and 429 pages): no inline script at all; inline style only for the plain pages' one <style>.
 */
export function staticContentSecurityPolicy(options: HeaderOptions): string {
  const [defaultSrc, ...rest] = policyDirectives(options)
  return [defaultSrc, "script-src 'self'", "style-src 'self' 'unsafe-inline'", ...rest].join('; ')
}

/** Features the site never uses are off; the YouTube player keeps the motion sensors it asks for. */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
  `accelerometer=(self "${frameSources[0]}")`,
  `gyroscope=(self "${frameSources[0]}")`,
].join(', ')

export interface Header {
  readonly key: string
  readonly value: string
}

export function securityHeaders(options: HeaderOptions, policy = staticContentSecurityPolicy(options)): Header[] {
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Older browsers that ignore frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
  // Two years, as the HSTS preload list asks; only when the site is really served over https.
  if (new URL(options.siteUrl).protocol === 'https:') headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  return headers
}
