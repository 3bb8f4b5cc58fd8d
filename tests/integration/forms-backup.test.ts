import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openStore } from '@/forms/store/db'
import { sqlitePath } from '@/forms/store/sqlite'
import { listSubmissions, saveSubmission } from '@/forms/store/submissions'
import { tempStore, type TempStore } from '../fakes/store'

/**
 * Issue 34, point 11: `npm run inbox -- --backup FILE` copies the embedded WAL database while the
 * site holds it and writes to it; restored as docs/deployment.md says (the copy becomes
 * DATA_DIR/forms.sqlite), it holds every submission acknowledged before the backup began.
 */
const root = process.cwd()
let temp: TempStore
let workDir: string

beforeEach(async () => {
  temp = await tempStore()
  workDir = await mkdtemp(path.join(tmpdir(), 'forms-backup-'))
})
afterEach(async () => {
  await temp.dispose()
  await rm(workDir, { recursive: true, force: true })
})

function backup(target: string): Promise<{ code: number | null; stderr: string }> {
  const blank = { DATABASE_URL: '', SMTP_URL: '', CMS_URL: '', CF7_URL: '', CF7_REGISTRATION_URL: '' }
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(root, 'scripts/inbox.ts'), '--backup', target], {
    cwd: workDir,
    env: { ...process.env, ...blank, DATA_DIR: temp.dir, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

test('a backup taken while submissions are written restores with every submission acknowledged before it began', async () => {
  const acknowledged: string[] = []
  let writing = true
  // Four writers, as four visitors at once, until the backup has finished; each post its own turn
  // of the event loop, as requests are.
  const writers = Array.from({ length: 4 }, async (_, writer) => {
    for (let n = 0; writing; n += 1) {
      await new Promise((resolve) => setImmediate(resolve))
      const { submissionId } = await saveSubmission(temp.store.db, { form: 'contact', fields: { firstname: `Writer ${writer}`, comments: `post ${n}` }, channel: 'store', reference: { prefix: 'TST' } })
      acknowledged.push(submissionId)
    }
  })
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5))
  const before = [...acknowledged]
  const target = path.join(workDir, 'forms-backup.sqlite')
  const run = await backup(target)
  const duringBackup = acknowledged.length - before.length
  writing = false
  await Promise.all(writers)
  expect(run.code, run.stderr).toBe(0)
  // The site kept writing while the copy was taken.
  expect(duringBackup).toBeGreaterThan(0)
  expect(statSync(target).mode & 0o777).toBe(0o600)

  // Restore: the copy is the new DATA_DIR's database.
  const restoredDir = await mkdtemp(path.join(tmpdir(), 'forms-restored-'))
  try {
    await copyFile(target, sqlitePath(restoredDir))
    const restored = await openStore({ dataDir: restoredDir })
    try {
      const ids = new Set((await listSubmissions(restored.db)).map(({ submission }) => submission.id))
      expect(before.filter((id) => !ids.has(id))).toEqual([])
      // Nothing half-written: every restored submission is one that was acknowledged.
      expect([...ids].filter((id) => !acknowledged.includes(id))).toEqual([])
    } finally {
      await restored.close()
    }
  } finally {
    await rm(restoredDir, { recursive: true, force: true })
  }
}, 60_000)

test('a backup never writes over an existing file', async () => {
  const target = path.join(workDir, 'taken.sqlite')
  await copyFile(sqlitePath(temp.dir), target)
  const run = await backup(target)
  expect(run.code).toBe(1)
  expect(run.stderr).toContain('already exists')
})
