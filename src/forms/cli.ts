import 'server-only'
import { formsConfig } from './config'
import { controlSocketPath, directOperations, socketOperations, type StoreOperations } from './control'
import { openStore } from './store/db'
import { referenceOlderSubmissions } from './store/instance'
import { lockHolder } from './store/lock'

/**
 * Runs a command-line task against the store: directly (PostgreSQL, or an embedded database
 * no server holds), or through the running server's control socket when it holds the embedded one.
 */
export async function withStoreOperations<T>(task: (operations: StoreOperations, via: string) => Promise<T>): Promise<T> {
  const config = formsConfig()
  if (!config.databaseUrl) {
    const holder = lockHolder(config.dataDir)
    if (holder) return task(socketOperations(controlSocketPath(config)), `the running site (process ${holder})`)
  }
  const store = await openStore(config)
  try {
    await referenceOlderSubmissions(store, config)
    return await task(directOperations(store, config), store.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`)
  } finally {
    await store.close()
  }
}
