import 'server-only'
import { formsLog } from '@/lib/log'
import { formsConfig, type FormsConfig } from '../config'
import { referencePrefixFor } from '../reference-prefix'
import { openStore, type Store } from './db'
import { assignMissingReferences } from './submissions'

/**
 * The process's store, opened once (applying migrations) by whoever asks first. A failed open is
 * forgotten, so the next submission tries again.
 */
let opening: Promise<Store> | undefined

export function getStore(): Promise<Store> {
  const config = formsConfig()
  opening ??= openStore(config)
    .then(async (store) => {
      await referenceOlderSubmissions(store, config)
      return store
    })
    .catch((error: unknown) => {
      opening = undefined
      throw error
    })
  return opening
}

/**
 * Submissions stored before references existed get theirs once the migration has added the column
 * (SQL cannot compute the check symbol). A failure (no practice model to name the prefix from) is
 * logged, not fatal: new submissions are referenced as they come, and the next start tries again.
 */
export async function referenceOlderSubmissions(store: Store, config: Pick<FormsConfig, 'referencePrefix'>): Promise<void> {
  try {
    const given = await assignMissingReferences(store.db, await referencePrefixFor(config))
    if (given > 0) formsLog.info(`older submissions given a reference: ${given}`)
  } catch (error) {
    formsLog.error('could not give older submissions a reference', { error })
  }
}
