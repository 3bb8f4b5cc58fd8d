import ipaddr from 'ipaddr.js'
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * The limits on what one visitor may ask of the server (issue 27, point 10: `rate-limiter-flexible`,
 * a kept library, in place of two hand-written ones): submission attempts, 5 per visitor a minute
 * (valid, invalid or honeypot hits alike: the action asks before doing any work); searches and
 * webhooks with their own numbers. The address is the TCP peer or what our own proxies saw
 * (src/lib/client-address.ts), never a visitor's own X-Forwarded-For; an IPv6 visitor is their
 * /64 (visitorKey).
 *
 * The window is the library's fixed one, starting at a visitor's first attempt: a key expires
 * with it (one timer per key, no scan of the others). With REDIS_URL the forms' limit is shared
 * by every instance (src/forms/shared-rate-limit.ts), with this one as its insurance.
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
  /** Counts the attempt; resolves false when the visitor has used up their allowance. */
  take(address: string): Promise<boolean>
  /** The library's limiter behind it, when it is this instance's own: a shared limiter's insurance. */
  readonly memory?: RateLimiterMemory
}

/** The library's seconds; a window of no finite length never expires (0), as the library has it. */
export const windowSeconds = (windowMs: number) => (Number.isFinite(windowMs) ? Math.max(1, Math.ceil(windowMs / 1000)) : 0)

/** take() over any of the library's limiters: its refusal (a RateLimiterRes) is false; a store error with no insurance rejects. */
export function takeFrom(limiter: RateLimiterAbstract): RateLimiter['take'] {
  return async (address) => {
    try {
      await limiter.consume(visitorKey(address))
      return true
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return false
      throw outcome
    }
  }
}

/** The library's points must be finite: an unlimited allowance is the largest it can count to. */
export const allowance = (perAddress: number) => (Number.isFinite(perAddress) ? perAddress : Number.MAX_SAFE_INTEGER)

export function createRateLimiter(perAddress = PER_ADDRESS, windowMs = WINDOW_MS): RateLimiter {
  const memory = new RateLimiterMemory({ points: allowance(perAddress), duration: windowSeconds(windowMs) })
  return { memory, take: takeFrom(memory) }
}
