import type { Practice } from '@/practice/model'
import type { Loaded } from './last-good'
import { noteKept } from './practice-status'
import { practiceEtag, type PracticeStore, type StoredPractice } from './practice-store'

/**
 * This process's last good practice model, kept across restarts (issue 44): loaded from the
 * store (./practice-store.ts) once, before any model is served, and kept again each time the
 * content port answers a model that differs from it. Only in WordPress mode: the embedded model
 * is the repository's own and needs no keeping.
 */
export interface KeptPractice {
  /** Resolves once the stored model was looked for (at most once per process). */
  ready(): Promise<void>
  /** What the port answered, or the kept model where the port has none to serve (marked stale). */
  through(loaded: Loaded<Practice>): Promise<Loaded<Practice>>
  /** The kept model's ETag and when it was kept, if there is one. */
  current(): Pick<StoredPractice, 'etag' | 'savedAt'> | undefined
}

export function keptPractice(store: PracticeStore, log: (message: string) => void): KeptPractice {
  let kept: StoredPractice | undefined
  let loading: Promise<void> | undefined
  let saving: Promise<unknown> = Promise.resolve()

  const ready = () =>
    (loading ??= store.load().then((stored) => {
      // A model the port answered while the store was read is newer than any stored one.
      if (stored && !kept) {
        kept = stored
        noteKept(stored.etag)
        log(`practice: serving the last good model kept ${new Date(stored.savedAt).toISOString()} (${stored.etag}) until the CMS answers`)
      }
    }))

  function keep(practice: Practice) {
    if (kept?.practice === practice) return
    const etag = practiceEtag(practice)
    if (kept?.etag === etag) {
      kept = { ...kept, practice }
      return
    }
    kept = { practice, etag, savedAt: Date.now() }
    noteKept(etag)
    const savedAt = kept.savedAt
    // One write at a time, in order: the last model answered is the one left on disk and in Redis.
    saving = saving.then(() => store.save(practice, savedAt))
  }

  return {
    ready,
    async through(loaded) {
      await ready()
      if (loaded.ok && !loaded.stale) keep(loaded.value)
      if (loaded.ok || !kept) return loaded
      return { ok: true, value: kept.practice, stale: true }
    },
    current: () => kept && { etag: kept.etag, savedAt: kept.savedAt },
  }
}

/** Embedded mode: nothing kept, the port's answer as it is. */
export const nothingKept: KeptPractice = {
  ready: async () => undefined,
  through: async (loaded) => loaded,
  current: () => undefined,
}
