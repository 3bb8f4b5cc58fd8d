import { randomBytes } from 'node:crypto'
import { ByteLru } from '@/lib/byte-lru'
import type { Redis } from '@/lib/redis'
import { ANSWER_ID } from '@/lib/answer-ticket'
import type { FormName } from './constants'
import type { FormState } from './state'

/**
 * What a visitor must see again after a post without JavaScript (issue 34, post/redirect/get):
 * the form, the page it was posted from, and its answer (`data`: the FormState, whose values are
 * already cut to each field's limit by src/forms/echo.ts; undefined when the action itself failed).
 * Held for a minute under a random id that is used up by the first read.
 *
 * With REDIS_URL it is held in Redis (`SET … EX`, read with `GETDEL`), so the GET after the 303
 * may reach another instance. Without Redis, or while it does not answer, in this process, bounded
 * by bytes and count (a flood of posts pushes out the oldest answers, never grows memory).
 */
export interface HeldAnswer {
  readonly form: FormName
  readonly path: string
  readonly data?: FormState
}

export interface AnswerStore {
  /** Holds the answer; resolves to its id. */
  put(answer: HeldAnswer): Promise<string>
  /** The answer held under `id`, once: the id is used up, and gone after the minute. */
  take(id: string): Promise<HeldAnswer | undefined>
}

export interface AnswerStoreOptions {
  readonly redis?: Pick<Redis, 'run'>
  readonly ttlMs?: number
  readonly maxBytes?: number
  readonly maxEntries?: number
  readonly now?: () => number
}

export const ANSWER_TTL_MS = 60_000
const PREFIX = 'larkspur:form-answer:'

export function createAnswerStore(options: AnswerStoreOptions = {}): AnswerStore {
  const ttlMs = options.ttlMs ?? ANSWER_TTL_MS
  const now = options.now ?? Date.now
  const local = new ByteLru<{ readonly json: string; readonly expiresAt: number }>(options.maxBytes ?? 8 * 1024 * 1024, options.maxEntries ?? 2000)

  const takeHere = (id: string): string | undefined => {
    const held = local.peek(id)
    local.delete(id)
    return held && held.expiresAt > now() ? held.json : undefined
  }

  return {
    async put(answer) {
      const id = randomBytes(16).toString('base64url')
      const json = JSON.stringify(answer)
      if (options.redis) {
        try {
          await options.redis.run((client) => client.set(`${PREFIX}${id}`, json, { expiration: { type: 'PX', value: ttlMs } }))
          return id
        } catch {
          // Redis away (src/lib/redis.ts says so in the log): held here; the GET most likely comes back here.
        }
      }
      local.set(id, { json, expiresAt: now() + ttlMs }, json.length * 2 + 64)
      return id
    },
    async take(id) {
      if (!ANSWER_ID.test(id)) return undefined
      let json = takeHere(id)
      if (json === undefined && options.redis) {
        json = await options.redis.run((client) => client.getDel(`${PREFIX}${id}`)).then(
          (value) => (typeof value === 'string' ? value : undefined),
          () => undefined,
        )
      }
      return json === undefined ? undefined : (JSON.parse(json) as HeldAnswer)
    },
  }
}
