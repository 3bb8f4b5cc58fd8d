import 'server-only'
import { createRateLimiter } from '@/lib/rate-limit'
import type { RedisClient } from '@/lib/redis'
import { addressHash } from './acknowledge-address'
import { createRedisRateLimiter, type AttemptLimiter } from './shared-rate-limit'

/**
 * Acknowledgements to one address (issue 46): at most one in 10 minutes and three in 24 hours,
 * so the forms cannot be used to flood a victim's mailbox ("subscription bombing"). Keyed by the
 * hash of the normalised address, never the address; shared by every instance through Redis when
 * REDIS_URL is set (rate-limiter-flexible, as the forms' own limit), each instance's own memory
 * otherwise and while Redis is away.
 */
export const ACK_LIMITS = [
  { perAddress: 1, windowMs: 10 * 60_000, prefix: 'larkspur:ratelimit:ack-10m:' },
  { perAddress: 3, windowMs: 24 * 60 * 60_000, prefix: 'larkspur:ratelimit:ack-24h:' },
] as const

export interface AcknowledgementLimiter {
  /** Counts an acknowledgement to this address; false when one would be over a limit. */
  take(address: string): Promise<boolean>
}

export function createAcknowledgementLimiter(redis?: () => RedisClient | null | Promise<RedisClient | null>): AcknowledgementLimiter {
  const limits: AttemptLimiter[] = ACK_LIMITS.map(({ perAddress, windowMs, prefix }) =>
    redis ? createRedisRateLimiter(redis, createRateLimiter(perAddress, windowMs), perAddress, windowMs, prefix) : createRateLimiter(perAddress, windowMs),
  )
  return {
    async take(address) {
      const key = addressHash(address)
      // In order, stopping at the first refusal: a second try within 10 minutes does not use up one of the day's three.
      for (const limit of limits) if (!(await limit.take(key))) return false
      return true
    },
  }
}
