import { isIP } from 'node:net'

/**
 * Which outgoing connections may carry patients' data in plaintext (issue 15, point 3): only
 * those that never leave the machine. Pure functions, so that env.ts can refuse a setting at
 * start and the mail transport can enforce the same rule.
 */

/** localhost, 127.0.0.0/8 and ::1 (also as an IPv4-mapped address). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host === '::1') return true
  const v4 = host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host
  return isIP(v4) === 4 && v4.startsWith('127.')
}

/**
 * STARTTLS must be required on an `smtp://` URL to another host: without it, a network attacker
 * strips the STARTTLS offer and reads every referral. `smtps://` is TLS from the first byte.
 */
export function smtpNeedsRequireTls(smtpUrl: string, allowPlaintext = false): boolean {
  const url = new URL(smtpUrl)
  return url.protocol === 'smtp:' && !isLoopbackHost(url.hostname) && !allowPlaintext
}

/** Why this SMTP_URL would send mail unencrypted, or undefined when it cannot. */
export function smtpPlaintextProblem(smtpUrl: string, allowPlaintext = false): string | undefined {
  const url = new URL(smtpUrl)
  if (allowPlaintext || isLoopbackHost(url.hostname)) return undefined
  const query = url.searchParams
  const weakened = query.get('ignoreTLS') === 'true' || query.get('tls.rejectUnauthorized') === 'false'
  if (url.protocol === 'smtps:' && !weakened) return undefined
  if (url.protocol === 'smtp:' && query.get('requireTLS') === 'true' && !weakened) return undefined
  return (
    `SMTP_URL would send referrals to ${url.hostname} without enforced, verified TLS, so anyone on the network path could read them. ` +
    `Use smtps://${url.hostname}:465, or smtp://${url.hostname}:587?requireTLS=true for STARTTLS (without ignoreTLS or tls.rejectUnauthorized=false); ` +
    'or, only if the network to that host is private, set SMTP_ALLOW_PLAINTEXT=true.'
  )
}

/** sslmode values under which node-postgres refuses to talk without TLS. */
const DATABASE_TLS_MODES = new Set(['require', 'verify-ca', 'verify-full'])

/** A Unix socket (no host, or a `host=/path` parameter) never leaves the machine. */
function databaseHost(url: URL): string | undefined {
  const socket = url.searchParams.get('host')
  if (socket?.startsWith('/')) return undefined
  return url.hostname || undefined
}

/**
 * Why this DATABASE_URL would carry submissions (and referral files) in plaintext, or undefined
 * (issue 23, point 5): a host other than loopback needs sslmode=require or stronger.
 */
export function databasePlaintextProblem(databaseUrl: string, allowPlaintext = false): string | undefined {
  const url = new URL(databaseUrl)
  const host = databaseHost(url)
  if (allowPlaintext || !host || isLoopbackHost(host)) return undefined
  const mode = url.searchParams.get('sslmode')
  if (mode && DATABASE_TLS_MODES.has(mode)) return undefined
  return (
    `DATABASE_URL would send patients' submissions and referral files to ${host} without TLS${mode ? ` (sslmode=${mode})` : ''}, so anyone on the network path could read them. ` +
    `Add ?sslmode=verify-full (or sslmode=require) to DATABASE_URL; or, only if the network to that host is private, set DATABASE_ALLOW_PLAINTEXT=true.`
  )
}

/** Why this REDIS_URL would carry cached pages and the rate limit in plaintext, or undefined. */
export function redisPlaintextProblem(redisUrl: string, allowPlaintext = false): string | undefined {
  const url = new URL(redisUrl)
  if (allowPlaintext || url.protocol === 'rediss:' || isLoopbackHost(url.hostname)) return undefined
  return (
    `REDIS_URL is redis:// to ${url.hostname}: the pages it caches could be read or changed on the way, and the site would serve what came back. ` +
    `Use rediss://${url.host} (TLS); or, only if the network to that host is private, set REDIS_ALLOW_PLAINTEXT=true.`
  )
}

/** A warning for a plain-HTTP URL to another machine (the CMS, Contact Form 7), or undefined. */
export function plainHttpWarning(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined
  const url = new URL(value)
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return undefined
  return `${name} is http:// to ${url.hostname}: what travels there (content, and form submissions when it is the Contact Form 7 base) can be read or changed on the way. Use https:// unless that network is private.`
}
