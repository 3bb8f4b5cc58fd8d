import 'server-only'
import { formsConfig } from '../config'
import { openStore, type Store } from './db'

/**
 * The process's store, opened once (applying migrations) by whoever asks first. A failed open is
 * forgotten, so the next submission tries again.
 */
let opening: Promise<Store> | undefined

export function getStore(): Promise<Store> {
  opening ??= openStore(formsConfig()).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}
