import 'server-only'
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { formsLog } from '@/lib/log'
import { createRateLimiter, PER_ADDRESS, visitorKey, WINDOW_MS, type RateLimiter } from '@/lib/rate-limit'

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

type Client = ReturnType<typeof createClient>

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

type Holder = { [key: symbol]: AttemptLimiter | Client | undefined }
const LIMITER = Symbol.for('larkspur.forms.shared-rate-limiter')
const CLIENT = Symbol.for('larkspur.forms.redis')
const CONNECTED = Symbol.for('larkspur.forms.redis-connected')

/**
 * One Redis connection per process for the forms (kept on globalThis: Next may load this module in
 * more than one bundle). The first attempts wait up to a second for it to connect.
 */
function redisClient(url: string): () => Promise<Client | null> {
  const holder = globalThis as Holder & { [CONNECTED]?: Promise<unknown> }
  if (!holder[CLIENT]) {
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1000) } })
    client.on('error', () => undefined) // reported by the limiter when a command fails
    holder[CLIENT] = client
    holder[CONNECTED] = Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())])
  }
  const client = holder[CLIENT] as Client
  const connected = holder[CONNECTED]
  return async () => {
    await connected
    return client.isReady ? client : null
  }
}

/** The forms' limiter: shared through Redis with REDIS_URL, else this process's own (as before). */
export function formsRateLimiter(redisUrl: string | undefined, local: RateLimiter): AttemptLimiter {
  if (!redisUrl) return local
  const holder = globalThis as Holder
  holder[LIMITER] ??= createRedisRateLimiter(redisClient(redisUrl), local)
  return holder[LIMITER] as AttemptLimiter
}
