import 'server-only'
import { randomUUID } from 'node:crypto'
import { formsLog } from '@/lib/log'
import { createRateLimiter, PER_ADDRESS, visitorKey, WINDOW_MS, type RateLimiter } from '@/lib/rate-limit'
import type { RedisClient } from '@/lib/redis'

/** What the forms ask before any work: the in-process limiter, or this one shared by every instance. */
export interface AttemptLimiter {
  take(address: string): boolean | Promise<boolean>
}

/**
 * The same sliding window as src/forms/rate-limit.ts (5 a minute per visitor: an IPv4 address or
 * an IPv6 /64), kept in Redis (issue 12) so the limit holds across instances. One Lua script
 * checks and counts atomically; a refused attempt is not counted; every key expires with its
 * window. While Redis does not answer, this instance's own limiter decides (with a warning in the
 * log): the forms never fail for it.
 */
const SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 1`

type Client = RedisClient

export function createRedisRateLimiter(client: () => Client | null | Promise<Client | null>, fallback: RateLimiter = createRateLimiter(), perAddress = PER_ADDRESS, windowMs = WINDOW_MS, prefix = 'larkspur:ratelimit:visitor:'): AttemptLimiter {
  let warned = false
  return {
    async take(address) {
      const redis = await client()
      let problem: unknown = new Error('Redis is not connected')
      if (redis) {
        try {
          const keys = [`${prefix}${visitorKey(address)}`]
          const args = [String(Date.now()), String(windowMs), String(perAddress), randomUUID()]
          const allowed = await Promise.race([
            redis.eval(SCRIPT, { keys, arguments: args }),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis did not answer in time')), 500).unref()),
          ])
          warned = false
          return allowed === 1
        } catch (error) {
          problem = error
        }
      }
      if (!warned) formsLog.warn('shared rate limit unavailable; this instance counts for itself until Redis answers', { error: problem })
      warned = true
      return fallback.take(address)
    },
  }
}
