import ipaddr from 'ipaddr.js'

/**
 * The visitor's address (issue 27, point 3). X-Forwarded-For is believed only as far as it was
 * written by proxies we were told about (TRUSTED_PROXIES, addresses or CIDR ranges): the chain is
 * every X-Forwarded-For entry followed by the TCP peer, walked from the right past trusted proxies
 * only; the first address that is not a listed proxy is the visitor. Someone who reaches an
 * instance directly is the peer, and what they write in the header is never read. TRUSTED_PROXY_HOPS,
 * when set, is the most proxies walked past (a CDN and nginx: 2).
 */
export type ProxyList = ReadonlyArray<readonly [ipaddr.IPv4 | ipaddr.IPv6, number]>

export interface ProxyTrust {
  readonly proxies: ProxyList
  /** The most trusted proxies walked past, from the right. */
  readonly hops: number
}

/** Nginx on the same machine: what TRUSTED_PROXY_HOPS alone trusts, as it always meant that. */
export const LOOPBACK = '127.0.0.0/8,::1/128'
export const MAX_HOPS = 10

const bare = (address: string) => address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '')

/** One address as ipaddr.js reads it, IPv4-mapped IPv6 (::ffff:a.b.c.d) as the IPv4 address it is. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const text = bare(address)
  if (!ipaddr.isValid(text)) return undefined
  const value = ipaddr.parse(text)
  return value.kind() === 'ipv6' && (value as ipaddr.IPv6).isIPv4MappedAddress() ? (value as ipaddr.IPv6).toIPv4Address() : value
}

/** `10.0.0.5, 10.1.0.0/16, ::1`: a single address is its own /32 or /128. Throws naming the entry it cannot read. */
export function parseProxyList(text: string): ProxyList {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('/')) {
        if (!ipaddr.isValidCIDR(entry)) throw new Error(`not an address or CIDR range: ${entry}`)
        return ipaddr.parseCIDR(entry)
      }
      const address = parsed(entry)
      if (!address) throw new Error(`not an address or CIDR range: ${entry}`)
      return [address, address.kind() === 'ipv4' ? 32 : 128] as const
    })
}

export function isTrustedProxy(address: string, proxies: ProxyList): boolean {
  const value = parsed(address)
  return value !== undefined && proxies.some(([range, bits]) => range.kind() === value.kind() && value.match(range, bits))
}

export function clientAddress(forwardedFor: string | readonly string[] | undefined | null, peer: string | undefined | null, trust: ProxyTrust): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : ((forwardedFor as string | undefined | null) ?? '')
  const forwarded = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = peer ? [...forwarded, peer] : forwarded
  let index = chain.length - 1
  for (let passed = 0; index > 0 && passed < trust.hops && isTrustedProxy(chain[index] as string, trust.proxies); passed += 1) index -= 1
  return chain[index] ?? 'unknown'
}

export interface TrustSettings {
  readonly TRUSTED_PROXIES?: string
  readonly TRUSTED_PROXY_HOPS?: number
  readonly HOST: string
}

/**
 * The trust a configuration means. TRUSTED_PROXIES alone: every listed proxy, up to MAX_HOPS.
 * TRUSTED_PROXY_HOPS alone (how it was set before the list existed): that many proxies on this
 * machine (loopback) only, so a visitor reaching a public port cannot choose their address.
 */
export function proxyTrust(settings: TrustSettings): ProxyTrust {
  const list = settings.TRUSTED_PROXIES ?? ((settings.TRUSTED_PROXY_HOPS ?? 0) > 0 ? LOOPBACK : '')
  return { proxies: parseProxyList(list), hops: settings.TRUSTED_PROXY_HOPS ?? (settings.TRUSTED_PROXIES ? MAX_HOPS : 0) }
}

/** What the server says at start: one line on what it trusts, and a warning for a likely mistake. */
export function describeTrust(settings: TrustSettings): { line: string; warnings: string[] } {
  const trust = proxyTrust(settings)
  const warnings: string[] = []
  const hops = settings.TRUSTED_PROXY_HOPS
  if (trust.hops === 0 || trust.proxies.length === 0) {
    if (settings.TRUSTED_PROXIES && hops === 0) warnings.push('TRUSTED_PROXIES is set but TRUSTED_PROXY_HOPS=0: no proxy is trusted. Remove TRUSTED_PROXY_HOPS or set it to the number of your proxies.')
    return { line: 'Client addresses: the TCP peer; X-Forwarded-For is not trusted (set TRUSTED_PROXIES behind a reverse proxy).', warnings }
  }
  const ranges = trust.proxies.map(([range, bits]) => `${range.toString()}/${bits}`).join(', ')
  if (!settings.TRUSTED_PROXIES) {
    warnings.push(
      `TRUSTED_PROXY_HOPS=${hops} without TRUSTED_PROXIES: X-Forwarded-For is trusted only from this machine (${ranges}).${settings.HOST === '0.0.0.0' || settings.HOST === '::' ? ' HOST listens on every interface:' : ''} Set TRUSTED_PROXIES to your proxies' addresses if they run elsewhere.`,
    )
  }
  return { line: `Client addresses: X-Forwarded-For trusted from ${ranges}, up to ${trust.hops} proxies from the right.`, warnings }
}
