import ipaddr from 'ipaddr.js'

/**
 * A sliding-window limit on submission attempts (valid, invalid or honeypot hits alike: the
 * action asks it before doing any work): 5 per visitor a minute. The address is the TCP peer or
 * what our own proxies saw (src/lib/client-address.ts, TRUSTED_PROXY_HOPS), never a visitor's own
 * X-Forwarded-For; an IPv6 visitor is their /64 (visitorKey).
 *
 * There is no site-wide cap (issue 23, point 2; docs/decisions/003-forms-and-delivery.md): any
 * cap shared by everyone is a switch that N/5 senders can hold down, closing every patient's
 * enquiry and every dentist's referral. Refusing per visitor bounds what each network can send;
 * a flood from many networks is for the reverse proxy or CDN in front.
 */
export const PER_ADDRESS = 5
export const WINDOW_MS = 60_000

/**
 * What one visitor is, for a limit: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * or an IPv6 address's /64 (one subnet is one ordinary server or home, which holds 2^64 addresses).
 * Anything unparseable counts as itself.
 */
export function visitorKey(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return bare
  const parsed = ipaddr.parse(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

export interface RateLimiter {
  /** Counts the attempt if allowed; false means refused (and not counted). */
  take(address: string, now?: number): boolean
}

export function createRateLimiter(perAddress = PER_ADDRESS, windowMs = WINDOW_MS): RateLimiter {
  const byVisitor = new Map<string, number[]>()
  const recent = (times: readonly number[], now: number) => times.filter((time) => now - time < windowMs)
  return {
    take(address, now = Date.now()) {
      const key = visitorKey(address)
      const mine = recent(byVisitor.get(key) ?? [], now)
      if (mine.length >= perAddress) {
        byVisitor.set(key, mine)
        return false
      }
      mine.push(now)
      byVisitor.set(key, mine)
      // Forget quiet visitors so the map cannot grow without bound.
      if (byVisitor.size > 10_000) for (const [visitor, times] of byVisitor) if (recent(times, now).length === 0) byVisitor.delete(visitor)
      return true
    },
  }
}
