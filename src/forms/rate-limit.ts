/**
 * A sliding-window limit on submission attempts (valid, invalid or honeypot hits alike: the
 * action asks it before doing any work): 5 per visitor address and 60 for the whole site per
 * minute. The address is the TCP peer or what our own proxies saw (src/forms/request.ts,
 * TRUSTED_PROXY_HOPS), never a visitor's own X-Forwarded-For, so one abuser holds at most 5 of
 * the 60 and the cap only bites on a flood from many machines. Kept in process memory: each
 * instance counts for itself.
 */
export const PER_ADDRESS = 5
export const SITE_WIDE = 60
export const WINDOW_MS = 60_000

export interface RateLimiter {
  /** Counts the attempt if allowed; false means refused (and not counted). */
  take(address: string, now?: number): boolean
}

export function createRateLimiter(perAddress = PER_ADDRESS, siteWide = SITE_WIDE, windowMs = WINDOW_MS): RateLimiter {
  const byAddress = new Map<string, number[]>()
  let everyone: number[] = []
  const recent = (times: readonly number[], now: number) => times.filter((time) => now - time < windowMs)
  return {
    take(address, now = Date.now()) {
      everyone = recent(everyone, now)
      const mine = recent(byAddress.get(address) ?? [], now)
      if (mine.length >= perAddress || everyone.length >= siteWide) {
        byAddress.set(address, mine)
        return false
      }
      mine.push(now)
      everyone.push(now)
      byAddress.set(address, mine)
      // Forget quiet addresses so the map cannot grow without bound.
      if (byAddress.size > 10_000) for (const [key, times] of byAddress) if (recent(times, now).length === 0) byAddress.delete(key)
      return true
    },
  }
}

const key = Symbol.for('larkspur.forms.rate-limiter')
type Holder = { [key]?: RateLimiter }

/** The process-wide limiter (on globalThis: Next.js may load this module in more than one bundle). */
export function sharedRateLimiter(): RateLimiter {
  const holder = globalThis as Holder
  holder[key] ??= createRateLimiter()
  return holder[key]
}
