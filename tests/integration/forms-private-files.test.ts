import { once } from 'node:events'
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FormsConfig } from '@/forms/config'
import { controlSocketPath, directOperations, serveControlSocket } from '@/forms/control'
import { openStore, type Store } from '@/forms/store/db'
import { handleSubmission } from '@/forms/submit'
import { contextFor, postOf } from '../fakes/submissions'

/** Issue 15, point 2: DATA_DIR is owner-only whatever the umask, the control socket included. */

let root: string
let store: Store | undefined
let umask: number

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forms-private-'))
  umask = process.umask(0o002)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await store?.close()
  store = undefined
  process.umask(umask)
  await rm(root, { recursive: true, force: true })
})

/** Every entry under dir whose mode lets the group or others in, as `path mode`. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = []
  const stat = await lstat(dir)
  if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(root, dir) || '.'} ${(stat.mode & 0o777).toString(8)}`)
  if (stat.isDirectory()) for (const name of await readdir(dir)) found.push(...(await openToOthers(path.join(dir, name))))
  return found
}

test('with umask 0002 and a fresh DATA_DIR, nothing under it is open to the group or others after a referral with a file', async () => {
  const dataDir = path.join(root, 'data')
  const config: FormsConfig = { dataDir, mailTo: 'x@example.test', mailFrom: 'y@example.test' }
  store = await openStore(config)
  const socket = serveControlSocket(directOperations(store, config), controlSocketPath(config))
  await once(socket, 'listening')
  expect((await handleSubmission('referral', postOf('referral'), contextFor(store, config))).status).toBe('success')
  const entries = await readdir(dataDir)
  // The database and its write-ahead log and shared-memory index (created as it runs, under the
  // umask), the lock and the socket; uploads/ holds the file.
  expect(entries).toEqual(expect.arrayContaining(['forms.sqlite', 'forms.sqlite-wal', 'forms.sqlite-shm', 'db.lock', 'control.sock', 'uploads']))
  expect((await readdir(path.join(dataDir, 'uploads'))).length).toBe(1)
  await new Promise<void>((resolve) => socket.close(() => resolve()))
  expect(await openToOthers(dataDir)).toEqual([])
  expect((await lstat(dataDir)).mode & 0o777).toBe(0o700)
})

test('an existing DATA_DIR open to the group is tightened, and the site says so at start', async () => {
  const dataDir = path.join(root, 'data')
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true })
  await writeFile(path.join(dataDir, 'uploads', 'old.pdf'), 'x')
  await chmod(dataDir, 0o775)
  await chmod(path.join(dataDir, 'uploads', 'old.pdf'), 0o664)
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  store = await openStore({ dataDir })
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[config\] DATA_DIR .*data had 3 entries open to the group or others; they are now owner-only/))
  expect(await openToOthers(dataDir)).toEqual([])
})
