import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { formsLog } from '@/lib/log'
import { allowance, PER_ADDRESS, takeFrom, WINDOW_MS, windowSeconds, type RateLimiter } from '@/lib/rate-limit'
import { COMMAND_TIMEOUT_MS, type RedisClient } from '@/lib/redis'

/** What the forms ask before any work: the in-process limiter, or this one shared by every instance. */
export interface AttemptLimiter {
  take(address: string): boolean | Promise<boolean>
}

/**
 * The forms' limit (5 a minute per visitor: an IPv4 address or an IPv6 /64) kept in Redis
 * (issue 12), so it holds across instances: rate-limiter-flexible's RateLimiterRedis (issue 27,
 * point 10), on node-redis (`useRedisPackage`). Its Lua script counts atomically and every key
 * expires with its window. While Redis is away (not connected, or slower than COMMAND_TIMEOUT_MS)
 * the library's insurance limiter, this instance's own RateLimiterMemory, decides, with one
 * warning in the log per outage: the forms never fail for Redis's sake.
 */
export function createRedisRateLimiter(
  client: () => RedisClient | null | Promise<RedisClient | null>,
  local?: RateLimiter,
  perAddress = PER_ADDRESS,
  windowMs = WINDOW_MS,
  prefix = 'larkspur:ratelimit:visitor:',
): AttemptLimiter {
  // The insurance is this instance's own limiter (src/lib/rate-limit.ts), or one like it.
  const insurance = local?.memory ?? new RateLimiterMemory({ points: allowance(perAddress), duration: windowSeconds(windowMs) })
  let shared: RateLimiterAbstract | undefined
  let warned = false
  const warnOnce = () => {
    if (!warned) formsLog.warn('shared rate limit unavailable; this instance counts for itself until Redis answers')
    warned = true
  }
  // Made with the first connected client: node-redis keeps that one object through reconnections.
  const sharedOn = (redis: RedisClient) =>
    new RLWrapperTimeouts({
      limiter: new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        // Not connected: straight to the insurance, rather than a command node-redis refuses.
        rejectIfRedisNotReady: true,
        keyPrefix: prefix.replace(/:$/, ''),
        points: allowance(perAddress),
        duration: windowSeconds(windowMs),
        insuranceLimiter: insurance,
      }),
      timeoutMs: COMMAND_TIMEOUT_MS,
    })
  return {
    async take(address) {
      const redis = await client()
      if (redis) shared ??= sharedOn(redis)
      const started = performance.now()
      const allowed = await takeFrom(shared ?? insurance)(address)
      // Away means not connected, or no answer in time (the wrapper then asked the insurance).
      if (!redis?.isReady || performance.now() - started >= COMMAND_TIMEOUT_MS) warnOnce()
      else warned = false
      return allowed
    },
  }
}
