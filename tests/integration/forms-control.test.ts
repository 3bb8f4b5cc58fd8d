import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FormsConfig } from '@/forms/config'
import { controlSocketPath, directOperations, serveControlSocket, socketOperations } from '@/forms/control'
import { lockHolder, lockPath, takeLock } from '@/forms/store/lock'
import { saveSubmission } from '@/forms/store/submissions'
import { disposeTemplate, tempStore, type TempStore } from '../fakes/store'

/** The command-line tools reach a store a running site holds through its control socket. */
let temp: TempStore
let config: FormsConfig

beforeEach(async () => {
  temp = await tempStore()
  config = { dataDir: temp.dir, smtpUrl: 'smtp://127.0.0.1:9', mailTo: 'x@example.test', mailFrom: 'y@example.test' }
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await temp.dispose()
})
afterAll(disposeTemplate)

test('inbox, outbox, relay, requeue, export and purge answer over the socket as they do directly', async () => {
  await saveSubmission(temp.store.db, { form: 'enquiry', fields: { fullname: 'Ada' }, channel: 'store', reference: { prefix: 'TST' } })
  await saveSubmission(temp.store.db, { form: 'contact', fields: { firstname: 'Grace' }, channel: 'smtp', reference: { prefix: 'TST' } })
  const server = serveControlSocket(directOperations(temp.store, config), controlSocketPath(config))
  try {
    const remote = socketOperations(controlSocketPath(config))
    const inbox = await remote.inbox({ form: 'enquiry' })
    expect(inbox).toHaveLength(1)
    expect(inbox[0]?.submission.fields).toEqual({ fullname: 'Ada' })
    expect(inbox[0]?.submission.receivedAt).toBeInstanceOf(Date)
    // SMTP on port 9 refuses: the contact stays pending, one attempt counted.
    expect(await remote.relay()).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    const [waiting] = await remote.outbox()
    expect(waiting).toMatchObject({ channel: 'smtp', status: 'pending', attempts: 1 })
    expect(waiting?.nextAttemptAt).toBeInstanceOf(Date)
    expect(await remote.requeue()).toBe(0)
    // What `npm run inbox -- --csv` then `--purge` ask for: the export starts the period.
    const old = await saveSubmission(temp.store.db, { form: 'enquiry', fields: { fullname: 'Old' }, channel: 'store', reference: { prefix: 'TST' } }, new Date('2020-01-01'))
    expect((await remote.purge()).deleted).toEqual([])
    await remote.exported([old.submissionId])
    expect((await remote.purge()).deleted).toEqual([old.submissionId])
  } finally {
    server.close()
  }
})

test('a live process holding the embedded database keeps others out', () => {
  // Our parent process is alive and is not us.
  writeFileSync(lockPath(temp.dir), String(process.ppid))
  expect(lockHolder(temp.dir)).toBe(process.ppid)
  expect(() => takeLock(temp.dir)).toThrow(`in use by process ${process.ppid}`)
  // A stale lock (no such process) is ignored.
  writeFileSync(lockPath(temp.dir), '2147483646')
  expect(lockHolder(temp.dir)).toBeUndefined()
  expect(path.basename(controlSocketPath(config))).toBe('control.sock')
})
