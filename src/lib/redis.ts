import { createClient } from 'redis'

/**
 * The one Redis connection of the process (REDIS_URL), shared by the forms' rate limit
 * (rate-limiter-flexible's RateLimiterRedis), the webhook deliveries and preview links already
 * used (src/publish/used-once.ts) and the cache invalidation bus, with one reconnect and fallback rule: while Redis does not answer, every
 * caller gets null and falls back to this instance's own state, with one warning per outage in
 * the log; nothing a visitor asks for fails for Redis's sake. A subscriber connection (pub/sub
 * needs one of its own) is made from the same settings.
 */
export type RedisClient = ReturnType<typeof createClient>

/** A Redis command slower than this counts as a failure: callers fall back at once. */
export const COMMAND_TIMEOUT_MS = 500

export interface Redis {
  /** The client while it answers, else null (waits up to a second for the first connection). */
  client(): Promise<RedisClient | null>
  /** A command raced against the time limit; a failure marks Redis away for a moment. */
  run<T>(command: (client: RedisClient) => Promise<T>): Promise<T>
  /** A connection for subscribing, kept connected (and resubscribed) by node-redis. */
  subscriber(): Promise<RedisClient>
  /** Called each time the main connection is (re)established: a chance to catch up. */
  onReady(listener: () => void): void
  close(): Promise<void>
}

const warn = (message: string) => console.warn(`[redis] ${message}`)
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

function settings(url: string) {
  return {
    url,
    // Fail at once while the connection is down rather than queueing until Redis returns.
    disableOfflineQueue: true,
    // Tried again within half a second of Redis returning, however long it was away: what was
    // published meanwhile must reach the other instances within two seconds (src/cache/bus.ts).
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 500) },
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
      timer.unref()
    }),
  ]).finally(() => clearTimeout(timer))
}

export function connectRedis(url: string): Redis {
  const main = createClient(settings(url))
  const readyListeners: Array<() => void> = []
  let away = false
  let subscriber: Promise<RedisClient> | undefined
  const markAway = (error: unknown) => {
    if (!away) warn(`Redis unavailable (${describe(error)}): this instance uses its own state until it returns`)
    away = true
  }
  main.on('error', markAway)
  main.on('ready', () => {
    if (away) console.info('[redis] answering again')
    away = false
    for (const listener of readyListeners) listener()
  })
  const connected = Promise.race([main.connect().catch(markAway), new Promise((resolve) => setTimeout(resolve, 1000).unref())])

  async function client(): Promise<RedisClient | null> {
    await connected
    return main.isReady ? main : null
  }

  return {
    client,
    async run(command) {
      const ready = await client()
      if (!ready) throw new Error('Redis is not connected')
      try {
        return await withTimeout(command(ready))
      } catch (error) {
        markAway(error)
        throw error
      }
    },
    subscriber() {
      subscriber ??= (async () => {
        const sub = main.duplicate()
        sub.on('error', () => undefined) // the main connection reports outages
        await sub.connect().catch(markAway)
        return sub
      })()
      return subscriber
    },
    onReady(listener) {
      readyListeners.push(listener)
    },
    async close() {
      main.destroy()
      ;(await subscriber)?.destroy()
    },
  }
}
