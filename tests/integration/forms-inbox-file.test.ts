import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FormsConfig } from '@/forms/config'
import { controlSocketPath, directOperations, serveControlSocket, socketOperations, type StoreOperations } from '@/forms/control'
import { openStore, type Store } from '@/forms/store/db'
import { listSubmissions, saveSubmission } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { MAX_UPLOAD_BYTES } from '@/forms/upload-rules'
import { files } from '../fakes/files'
import { postgresAvailable, startPostgres, type TempPostgres } from '../fakes/postgres'
import { disposeTemplate, tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf } from '../fakes/submissions'

/**
 * `npm run inbox -- --file ID` (security review): a referral's file can be taken out of the
 * store before retention deletes it, wherever the store keeps it, directly or through the socket.
 */
const configFor = (dataDir: string, databaseUrl?: string): FormsConfig => ({ dataDir, databaseUrl, mailTo: 'x@example.test', mailFrom: 'y@example.test' })

/** A stored-only referral with an X-ray, as the site receives it; returns its id. */
async function referral(store: Store, config: FormsConfig, bytes: Buffer, name: string, type: string): Promise<string> {
  const state = await handleSubmission('referral', postOf('referral', [], new File([new Uint8Array(bytes)], name, { type })), contextFor(store, config))
  expect(state.status).toBe('success')
  const [entry] = await listSubmissions(store.db, { form: 'referral' })
  return entry!.submission.id
}

const fileOf = async (operations: StoreOperations, id: string) => Buffer.from(await operations.uploadedFile(id), 'base64')

describe('the embedded store (DATA_DIR/uploads)', () => {
  let temp: TempStore
  let config: FormsConfig

  beforeEach(async () => {
    temp = await tempStore()
    config = configFor(temp.dir)
  })
  afterEach(() => temp.dispose())
  afterAll(disposeTemplate)

  test('the bytes given back are the bytes uploaded, directly and through the control socket', async () => {
    const png = files.png()
    const id = await referral(temp.store, config, png, 'smile.png', 'image/png')
    const direct = directOperations(temp.store, config)
    expect((await fileOf(direct, id)).equals(png)).toBe(true)

    const server = serveControlSocket(direct, controlSocketPath(config))
    try {
      expect((await fileOf(socketOperations(controlSocketPath(config)), id)).equals(png)).toBe(true)
    } finally {
      server.close()
    }
  })

  test('a file of the largest size allowed crosses the socket whole', async () => {
    const pdf = files.pdf()
    const largest = Buffer.concat([pdf, randomBytes(MAX_UPLOAD_BYTES - pdf.byteLength)])
    const id = await referral(temp.store, config, largest, 'scan.pdf', 'application/pdf')
    const server = serveControlSocket(directOperations(temp.store, config), controlSocketPath(config))
    try {
      expect((await fileOf(socketOperations(controlSocketPath(config)), id)).equals(largest)).toBe(true)
    } finally {
      server.close()
    }
  })

  test('a submission without a file, or an unknown one, is refused with a clear message', async () => {
    const { submissionId } = await saveSubmission(temp.store.db, { form: 'enquiry', fields: { fullname: 'Ada' }, channel: 'store', reference: { prefix: 'TST' } })
    const direct = directOperations(temp.store, config)
    await expect(direct.uploadedFile(submissionId)).rejects.toThrow(`Submission ${submissionId} has no uploaded file`)
    await expect(direct.uploadedFile('00000000-0000-4000-8000-000000000000')).rejects.toThrow('No submission 00000000-0000-4000-8000-000000000000')
  })
})

const withPostgres = postgresAvailable() ? describe : describe.skip
if (!postgresAvailable()) console.warn('Skipping the PostgreSQL file export test: PostgreSQL is not installed (apt-get install postgresql)')

withPostgres('PostgreSQL (upload_files)', () => {
  let pg: TempPostgres
  let store: Store
  let dataDir: string

  beforeAll(async () => {
    pg = await startPostgres()
    dataDir = await mkdtemp(path.join(tmpdir(), 'forms-pgfile-'))
    store = await openStore({ dataDir, databaseUrl: pg.url })
  })
  afterAll(async () => {
    await store?.close()
    await pg?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('a file kept in the database comes back byte for byte', async () => {
    const config = configFor(dataDir, pg.url)
    const pdf = files.pdf()
    const id = await referral(store, config, pdf, 'x-ray.pdf', 'application/pdf')
    expect((await listSubmissions(store.db))[0]?.submission.upload).toMatchObject({ inDatabase: true })
    expect((await fileOf(directOperations(store, config), id)).equals(pdf)).toBe(true)
  })
})
