import type { Redis } from '@/lib/redis'

/**
 * How a cache invalidation (a publish webhook, `content:refresh`) reaches every instance within
 * two seconds (docs/decisions/010-islands.md). Each instance keeps its own caches; an invalidation
 * is a list of tags and a time, applied to everything stored before that time:
 * - published on a Redis channel, which every instance hears at once;
 * - recorded in a Redis hash (tag → time), which every instance also reads each second and whenever
 *   its connection is (re)established, so what was said while it was cut off (or while Redis was
 *   away and restarted empty) still reaches it within two seconds of Redis answering. What an
 *   instance published while Redis was away is recorded, and said on the channel, as soon as its
 *   connection is back (at most half a second after Redis is: src/lib/redis.ts).
 * Without REDIS_URL (one instance) the bus is this process alone. Redis away: the invalidation
 * applies here at once, and is recorded when Redis answers again.
 */
export const CHANNEL = 'larkspur:invalidate'
export const TAG_TIMES = 'larkspur:invalidated'
/** A recorded tag time outlives the longest-lived entry (30 days). */
const TAG_TIMES_TTL_SECONDS = 31 * 24 * 60 * 60
const CATCH_UP_EVERY_MS = 1000

export type InvalidationListener = (tags: readonly string[], at: number) => void

export interface InvalidationBus {
  /** Invalidates these tags everywhere, as of now. */
  publish(tags: readonly string[]): Promise<void>
  listen(listener: InvalidationListener): void
}

const parse = (message: string): { tags: string[]; at: number } | null => {
  try {
    const value = JSON.parse(message) as { tags?: unknown; at?: unknown }
    if (!Array.isArray(value.tags) || typeof value.at !== 'number') return null
    return { tags: value.tags.filter((tag): tag is string => typeof tag === 'string'), at: value.at }
  } catch {
    return null
  }
}

export function createInvalidationBus(redis?: Redis, now: () => number = Date.now): InvalidationBus {
  const listeners: InvalidationListener[] = []
  const deliver = (tags: readonly string[], at: number) => {
    for (const listener of listeners) listener(tags, at)
  }
  /** Tag times not yet recorded in Redis (it was away when they were published). */
  const unrecorded = new Map<string, number>()
  /** The newest time seen for each tag, so catching up delivers only what is new. */
  const seen = new Map<string, number>()
  const note = (tags: readonly string[], at: number) => {
    for (const tag of tags) seen.set(tag, Math.max(seen.get(tag) ?? 0, at))
  }

  /** Records the tag times Redis has not heard yet: what was recorded, by time. */
  async function record(): Promise<Map<number, string[]>> {
    const byTime = new Map<number, string[]>()
    if (!redis || unrecorded.size === 0) return byTime
    const batch = new Map(unrecorded)
    await redis.run(async (client) => {
      await client.hSet(TAG_TIMES, Object.fromEntries([...batch].map(([tag, at]) => [tag, String(at)])))
      await client.expire(TAG_TIMES, TAG_TIMES_TTL_SECONDS)
    })
    for (const [tag, at] of batch) {
      if (unrecorded.get(tag) === at) unrecorded.delete(tag)
      byTime.set(at, [...(byTime.get(at) ?? []), tag])
    }
    return byTime
  }

  async function catchUp() {
    if (!redis) return
    const all = await redis.run((client) => client.hGetAll(TAG_TIMES)).catch(() => ({}) as Record<string, string>)
    const fresh = Object.entries(all).filter(([tag, at]) => Number(at) > (seen.get(tag) ?? 0))
    for (const [tag, at] of fresh) {
      note([tag], Number(at))
      deliver([tag], Number(at))
    }
    // What was published here while Redis was away is said on the channel too, once recorded: the
    // other instances hear it as soon as they are subscribed again, not at their next catch-up.
    const recorded = await record().catch(() => new Map<number, string[]>())
    for (const [at, tags] of recorded) await redis.run((client) => client.publish(CHANNEL, JSON.stringify({ tags, at }))).catch(() => undefined)
  }

  if (redis) {
    redis.onReady(() => void catchUp())
    setInterval(() => void catchUp(), CATCH_UP_EVERY_MS).unref()
    void redis.subscriber().then((sub) =>
      sub.subscribe(CHANNEL, (message) => {
        const parsed = parse(message)
        if (!parsed) return
        note(parsed.tags, parsed.at)
        deliver(parsed.tags, parsed.at)
      }),
    )
  }

  return {
    async publish(tags) {
      const at = now()
      note(tags, at)
      deliver(tags, at)
      if (!redis) return
      for (const tag of tags) unrecorded.set(tag, at)
      try {
        await record()
        await redis.run((client) => client.publish(CHANNEL, JSON.stringify({ tags, at })))
      } catch {
        // Applied here already; recorded when Redis answers again (catchUp on ready).
      }
    },
    listen(listener) {
      listeners.push(listener)
    },
  }
}
