import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { visitorKey, windowSeconds, WINDOW_MS } from '@/lib/rate-limit'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'

/**
 * The bodies one address may have in flight to the site's check (issue 44), counted before a byte
 * is read: the check's signature covers its body, so the body must be read before it can be
 * verified, and a stranger could otherwise have the server hold any number of the largest bodies
 * at once. Each request holds its declared length (or the largest body, where it declares none)
 * until its answer is written; past two largest bodies from one address, a request is refused
 * unread (429). Counted with rate-limiter-flexible, as the other limits are (src/lib/rate-limit.ts):
 * points consumed on arrival, given back when the answer ends; a count left behind expires with
 * the window.
 */
export const IN_FLIGHT_BYTES = 2 * PRACTICE_CHECK_MAX_BYTES

/** The practice's check and a page's or post's (issue 45): one intake for both. */
const CHECK_PATH = /^\/api\/(?:practice|content)\/check\/*$/

export interface CheckIntake {
  /** For a post to the check: its release once admitted (call it when the answer ends), or false when refused; for any other path, a release that does nothing. */
  admit(pathname: string, address: string, declaredLength: string | undefined): Promise<(() => void) | false>
}

export function createCheckIntake(perAddressBytes = IN_FLIGHT_BYTES, windowMs = WINDOW_MS): CheckIntake {
  const memory = new RateLimiterMemory({ points: perAddressBytes, duration: windowSeconds(windowMs) })
  return {
    async admit(pathname, address, declaredLength) {
      if (!CHECK_PATH.test(pathname)) return () => undefined
      const declared = declaredLength !== undefined && /^\d+$/.test(declaredLength) ? Number(declaredLength) : PRACTICE_CHECK_MAX_BYTES
      const bytes = Math.max(1, Math.min(declared, PRACTICE_CHECK_MAX_BYTES))
      const key = visitorKey(address)
      try {
        await memory.consume(key, bytes)
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome
        // The library counts a refused request's points too: a refusal holds nothing.
        await memory.reward(key, bytes)
        return false
      }
      let held = true
      return () => {
        if (held) void memory.reward(key, bytes)
        held = false
      }
    },
  }
}
