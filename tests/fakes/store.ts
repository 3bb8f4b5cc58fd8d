import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openStore, type Store } from '@/forms/store/db'

/**
 * A migrated embedded store in a fresh temp dir per test. Creating a PGlite cluster takes
 * seconds, so each test file creates one template and copies it (a closed cluster is plain files).
 */
let template: Promise<string> | undefined

async function makeTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-template-'))
  const store = await openStore({ dataDir: dir })
  await store.close()
  return dir
}

export interface TempStore {
  readonly dir: string
  readonly store: Store
  dispose(): Promise<void>
}

export async function tempStore(): Promise<TempStore> {
  template ??= makeTemplate()
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-test-'))
  await cp(path.join(await template, 'db'), path.join(dir, 'db'), { recursive: true })
  const store = await openStore({ dataDir: dir })
  return {
    dir,
    store,
    async dispose() {
      await store.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export async function disposeTemplate(): Promise<void> {
  if (template) await rm(await template, { recursive: true, force: true })
  template = undefined
}
