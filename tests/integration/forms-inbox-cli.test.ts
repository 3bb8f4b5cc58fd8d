import { spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Server } from 'node:net'
import type { FormsConfig } from '@/forms/config'
import { controlSocketPath, directOperations, serveControlSocket } from '@/forms/control'
import { FORM_TITLES } from '@/forms/registry'
import { listSubmissions, saveSubmission } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { files } from '../fakes/files'
import { disposeTemplate, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'

/**
 * `npm run inbox` itself, run as the practice runs it while the site holds the embedded database
 * (so it goes through the control socket): what it marks exported, and the files it writes.
 */
const root = process.cwd()
let temp: TempStore
let config: FormsConfig
let server: Server
let workDir: string

beforeEach(async () => {
  temp = await tempStore()
  config = { dataDir: temp.dir, mailTo: 'x@example.test', mailFrom: 'y@example.test' }
  server = serveControlSocket(directOperations(temp.store, config), controlSocketPath(config))
  workDir = await mkdtemp(path.join(tmpdir(), 'forms-inbox-cwd-'))
})
afterEach(async () => {
  server.close()
  await temp.dispose()
  await rm(workDir, { recursive: true, force: true })
})
afterAll(disposeTemplate)

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

function inbox(...args: string[]): Promise<Run> {
  const blank = { DATABASE_URL: '', SMTP_URL: '', CMS_URL: '', CF7_URL: '', CF7_REGISTRATION_URL: '' }
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(root, 'scripts/inbox.ts'), ...args], {
    cwd: workDir,
    env: { ...process.env, ...blank, DATA_DIR: temp.dir, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const exportedAt = async () => (await listSubmissions(temp.store.db)).map(({ submission }) => submission.exportedAt)

test('--csv to the terminal marks nothing exported; --csv to a file marks what it wrote', async () => {
  const { submissionId } = await saveSubmission(temp.store.db, { form: 'enquiry', fields: { fullname: 'Ada' }, channel: 'store', reference: { prefix: 'TST' } })

  const shown = await inbox('--csv')
  expect(shown.code).toBe(0)
  expect(shown.stdout).toContain(submissionId)
  expect(await exportedAt()).toEqual([null])
  expect(shown.stderr).toContain('not marked as exported')

  const written = await inbox('--csv', 'inbox.csv')
  expect(written.code).toBe(0)
  expect(await readFile(path.join(workDir, 'inbox.csv'), 'utf8')).toContain(submissionId)
  expect(statSync(path.join(workDir, 'inbox.csv')).mode & 0o777).toBe(0o600)
  expect((await exportedAt())[0]).toBeInstanceOf(Date)
}, 60_000)

test('--file ID writes the uploaded file owner-only beside the caller, and never overwrites one', async () => {
  const pdf = files.pdf()
  expect((await handleSubmission('referral', postOf('referral', [], new File([pdf], 'X-Ray Scan.PDF', { type: 'application/pdf' })), contextFor(temp.store, config))).status).toBe('success')
  const [entry] = await listSubmissions(temp.store.db)
  const id = entry!.submission.id
  const reference = entry!.submission.reference!
  // Named by its reference (issue 46), which the practice reads in the list.
  const expected = path.join(workDir, `${reference}.pdf`)

  const first = await inbox('--file', reference.toLowerCase())
  expect(first.code).toBe(0)
  expect((await readFile(expected)).equals(pdf)).toBe(true)
  expect(statSync(expected).mode & 0o777).toBe(0o600)
  // Exporting the file alone does not start the retention period (see scripts/inbox.ts).
  expect(await exportedAt()).toEqual([null])

  await writeFile(path.join(workDir, 'taken.pdf'), 'mine')
  const refused = await inbox('--file', id, 'taken.pdf')
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain('already exists')
  expect(await readFile(path.join(workDir, 'taken.pdf'), 'utf8')).toBe('mine')

  const named = await inbox('--file', id, 'copy.pdf')
  expect(named.code).toBe(0)
  expect((await readFile(path.join(workDir, 'copy.pdf'))).equals(pdf)).toBe(true)
  expect(existsSync(expected)).toBe(true)
}, 60_000)

// Issue 46: the list names each submission by its reference, --show finds it however it was read
// out (any case, spaces, no prefix, O for 0, I or L for 1) or by the start of its id, and the CSV
// has it as its first column.
test('the list, --show and the CSV name a submission by its reference; --show takes it as typed', async () => {
  const draws = [0x1ef00, 5]
  const { submissionId, reference } = await saveSubmission(temp.store.db, { form: 'enquiry', fields: { fullname: 'Ada' }, channel: 'store', reference: { prefix: 'TST', draw: () => draws.shift() ?? 7 } })
  await saveSubmission(temp.store.db, { form: 'contact', fields: { firstname: 'Grace' }, channel: 'store', reference: { prefix: 'TST' } })
  expect(reference).toMatch(/^TST-00[0-9A-Z]{2}-[0-9A-Z]{4}$/)

  const listed = await inbox()
  expect(listed.code).toBe(0)
  expect(listed.stdout).toContain(`${reference}  `)
  expect(listed.stdout).not.toContain(submissionId.slice(0, 8))

  // Read out without the prefix or hyphens, in lower case, zeros as O (more forms in src/forms/reference.test.ts); the id's start still works.
  const misread = reference.slice(4).replace(/-/g, '').replace(/0/g, 'o').toLowerCase()
  for (const typed of [misread, submissionId.slice(0, 8)]) {
    const shown = await inbox('--show', typed)
    expect(shown.stderr, typed).toBe('')
    expect(shown.stdout.split('\n')[0], typed).toBe(`Reference ${reference}: ${FORM_TITLES.enquiry} sent from the website.`)
  }
  const mistyped = await inbox('--show', `${reference.slice(0, -1)}${reference.endsWith('0') ? '1' : '0'}`)
  expect(mistyped.code).toBe(1)
  expect(mistyped.stderr).toContain('does not check out')

  const csv = await inbox('--csv')
  const [header, ...rows] = csv.stdout.trim().split('\r\n')
  expect(header?.split(',').slice(0, 2)).toEqual(['reference', 'id'])
  expect(rows.some((row) => row.startsWith(`${reference},${submissionId},`))).toBe(true)
}, 120_000)
