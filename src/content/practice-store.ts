import { createHash, randomBytes } from 'node:crypto'
import { chmod, mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { Redis } from '@/lib/redis'
import { practiceSchema, type Practice } from '@/practice/model'

/**
 * Where the last good practice model outlives the process (issue 44): a file under DATA_DIR, and
 * Redis when it is configured, so a restarted instance, and a new one on another machine, serves
 * the model the others serve rather than the repository's. Each copy carries its ETag (a hash of
 * the model) and is checked again when it is read: a copy that was altered, or that today's rules
 * refuse, is not served.
 */
export interface PracticeStoreConfig {
  /** DATA_DIR, resolved: the file is `practice/last-good.json` under it. */
  readonly dataDir: string
  /** Redis keys start with it: one Redis may later serve many practices. */
  readonly redisPrefix: string
}

export interface StoredPractice {
  readonly practice: Practice
  readonly etag: string
  /** Milliseconds since the epoch: the newer of the file's and Redis's copies wins. */
  readonly savedAt: number
}

export interface PracticeStore {
  /** The newest good copy of the file's and Redis's, or undefined. Never throws. */
  load(): Promise<StoredPractice | undefined>
  /** Keeps it in the file and in Redis; a failure of either is logged, not thrown. */
  save(practice: Practice, savedAt?: number): Promise<StoredPractice>
}

export interface PracticeStoreDeps {
  readonly redis?: Redis
  /** The model's own check (practiceProblems): a copy with problems is not served. */
  readonly problems: (practice: Practice) => readonly unknown[]
  readonly log: (message: string) => void
}

// Owner only, as the forms keep DATA_DIR (src/forms/store/private-files.ts).
const DIR_MODE = 0o700
const FILE_MODE = 0o600

/** A strong ETag over the model as served: the same model gives the same tag on every instance. */
export function practiceEtag(practice: Practice): string {
  return `"${createHash('sha256').update(JSON.stringify(practice)).digest('base64url')}"`
}

const envelope = z.object({ etag: z.string(), savedAt: z.number().int().nonnegative(), practice: practiceSchema })

export const storeFile = (config: PracticeStoreConfig): string => path.join(config.dataDir, 'practice', 'last-good.json')
export const storeKey = (config: PracticeStoreConfig): string => `${config.redisPrefix}practice:last-good`

/** Writes `text` to `file` so a reader sees the old file or the new one, never half of one. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const dir = path.dirname(file)
  await mkdir(dir, { recursive: true, mode: DIR_MODE })
  await chmod(dir, DIR_MODE) // mkdir's mode is cut by the umask, and an existing folder keeps its own
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await open(temporary, 'wx', FILE_MODE)
  try {
    await handle.writeFile(text)
    await handle.chmod(FILE_MODE)
    await handle.sync() // the bytes are on disk before the name points at them
    await handle.close()
    await rename(temporary, file)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(temporary, { force: true })
    throw error
  }
  // The rename itself is kept across a power cut only once the folder is synced.
  const folder = await open(dir, 'r')
  await folder.sync().finally(() => folder.close())
}

export function createPracticeStore(config: PracticeStoreConfig, deps: PracticeStoreDeps): PracticeStore {
  const file = storeFile(config)
  const key = storeKey(config)
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

  function good(where: string, text: string | null | undefined): StoredPractice | undefined {
    if (!text) return undefined
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      deps.log(`practice: the last good model in ${where} is not JSON; not served`)
      return undefined
    }
    const parsed = envelope.safeParse(raw)
    if (!parsed.success) {
      deps.log(`practice: the last good model in ${where} does not fit the model; not served`)
      return undefined
    }
    const { practice, etag, savedAt } = parsed.data
    if (practiceEtag(practice) !== etag) {
      deps.log(`practice: the last good model in ${where} does not match its ETag; not served`)
      return undefined
    }
    if (deps.problems(practice).length > 0) {
      deps.log(`practice: the last good model in ${where} is refused by today's check; not served`)
      return undefined
    }
    return { practice, etag, savedAt }
  }

  const fromFile = () =>
    readFile(file, 'utf8').then(
      (text) => good(file, text),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') deps.log(`practice: could not read ${file}: ${describe(error)}`)
        return undefined
      },
    )
  const fromRedis = async () => {
    if (!deps.redis) return undefined
    try {
      return good(`Redis (${key})`, await deps.redis.run((client) => client.get(key)))
    } catch (error) {
      deps.log(`practice: could not read the last good model from Redis: ${describe(error)}`)
      return undefined
    }
  }

  return {
    async load() {
      const copies = (await Promise.all([fromFile(), fromRedis()])).filter((copy) => copy !== undefined)
      return copies.sort((a, b) => b.savedAt - a.savedAt)[0]
    },
    async save(practice, savedAt = Date.now()) {
      const stored: StoredPractice = { practice, etag: practiceEtag(practice), savedAt }
      const text = JSON.stringify(stored)
      await Promise.all([
        writeAtomically(file, text).catch((error: unknown) => deps.log(`practice: could not keep the last good model in ${file}: ${describe(error)}`)),
        deps.redis?.run((client) => client.set(key, text)).catch((error: unknown) => deps.log(`practice: could not keep the last good model in Redis: ${describe(error)}`)),
      ])
      return stored
    },
  }
}
