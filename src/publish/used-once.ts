import { ByteLru } from '@/lib/byte-lru'
import type { Redis } from '@/lib/redis'

/**
 * What has been used, remembered until it would have expired anyway (issue 27, point 9): a signed
 * webhook's signature until its timestamp is too old to pass, a preview link's token until the
 * link's expiry. Each is accepted once; a replay inside that time is refused.
 *
 * With REDIS_URL the memory is Redis's (`SET key 1 NX EX ttl`), so a delivery replayed to another
 * instance is refused too. Without Redis, or while it does not answer, this instance's own memory
 * decides (every id is noted there as well): bounded by count, least recently used first out.
 * Only ids that passed their signature check get here, so only a holder of the secret can fill it.
 */
export interface UsedOnce {
  /** True the first time `id` is offered before `expiresAtSeconds` (Unix seconds); false every later time. */
  first(id: string, expiresAtSeconds: number): Promise<boolean>
}

export interface UsedOnceOptions {
  /** Keys are `${prefix}${id}`. */
  readonly prefix: string
  readonly redis?: Pick<Redis, 'run'>
  readonly maxEntries?: number
  readonly now?: () => number
}

export function createUsedOnce(options: UsedOnceOptions): UsedOnce {
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 10_000
  // Each entry is the id and its expiry: the count, not the bytes, is what bounds it.
  const seen = new ByteLru<number>(Number.MAX_SAFE_INTEGER, maxEntries)

  function firstHere(id: string, expiresAtMs: number): boolean {
    const known = seen.peek(id)
    if (known !== undefined && known > now()) return false
    seen.set(id, expiresAtMs, 1)
    return true
  }

  return {
    async first(id, expiresAtSeconds) {
      const expiresAtMs = expiresAtSeconds * 1000
      const ttlSeconds = Math.ceil((expiresAtMs - now()) / 1000)
      if (ttlSeconds <= 0) return false
      const here = firstHere(id, expiresAtMs)
      if (!options.redis) return here
      try {
        const answer = await options.redis.run((client) => client.set(`${options.prefix}${id}`, '1', { condition: 'NX', expiration: { type: 'EX', value: ttlSeconds } }))
        // Seen here already is a replay even if Redis forgot it (restarted without persistence).
        return answer === 'OK' && here
      } catch {
        // Redis away (src/lib/redis.ts says so in the log): this instance's memory decides.
        return here
      }
    },
  }
}
