import 'server-only'
import { formsConfig } from '../config'
import { openStore, type Store } from './db'

/**
 * The process-wide store. Kept on globalThis because Next.js bundles instrumentation and
 * server actions separately: a module-level variable would open the embedded database twice.
 * A failed open is forgotten, so the next submission tries again.
 */
const key = Symbol.for('larkspur.forms.store')
type Holder = { [key]?: Promise<Store> }

export function getStore(): Promise<Store> {
  const holder = globalThis as Holder
  holder[key] ??= openStore(formsConfig()).catch((error: unknown) => {
    delete holder[key]
    throw error
  })
  return holder[key]
}
