import 'server-only'
import { env } from '@/env'
import { connectRedis, type Redis } from '@/lib/redis'
import { createInvalidationBus, type InvalidationBus } from './bus'

/**
 * The process's shared connections for caching, made once: the Redis connection (REDIS_URL; the
 * forms' rate limit uses the same one) and the invalidation bus every cache listens to.
 */
let redis: Redis | undefined
let bus: InvalidationBus | undefined

export function sharedRedis(): Redis | undefined {
  if (!env.REDIS_URL) return undefined
  redis ??= connectRedis(env.REDIS_URL)
  return redis
}

export function invalidationBus(): InvalidationBus {
  bus ??= createInvalidationBus(sharedRedis())
  return bus
}
