import { randomUUID } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { parseReference } from '@/forms/reference'
import { openStore, type Store } from '@/forms/store/db'
import { referenceOlderSubmissions } from '@/forms/store/instance'
import { sqlitePath } from '@/forms/store/sqlite'
import { assignMissingReferences, listSubmissions, REFERENCE_DRAWS, saveSubmission } from '@/forms/store/submissions'
import { storeEngines, type TempStore } from '../fakes/store'

/**
 * Issue 46 in each engine: a reference is unique (the index decides, a taken one is drawn again),
 * and the rows a store held before the migration get theirs in code when it opens.
 */
const root = process.cwd()
const valueOf = (reference: string) => parseInt([...reference.replace(/^[A-Z]+-|-/g, '').slice(0, 7)].map((symbol) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(symbol).toString(32)).join(''), 32)

/** The project's migrations as they were before the reference: it and every later one of each engine left out. */
async function migrationsBeforeReference(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'forms-old-migrations-'))
  await cp(path.join(root, 'drizzle'), folder, { recursive: true })
  const since = (first: string) => (name: string) => /^\d{4}_.*\.sql$/.test(name) && name >= first
  for (const name of (await readdir(path.join(folder, 'sqlite'))).filter(since('0001'))) await unlink(path.join(folder, 'sqlite', name))
  for (const name of (await readdir(folder)).filter(since('0003'))) await unlink(path.join(folder, name))
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> }
  journal.entries = journal.entries.filter(({ tag }) => tag < '0003')
  await writeFile(journalPath, JSON.stringify(journal))
  return folder
}

describe.each(storeEngines())('$name', (engine) => {
  let temp: TempStore
  let store: Store

  beforeAll(async () => {
    if (engine.available) await engine.start()
  })
  afterAll(() => engine.stop())
  beforeEach(async (context) => {
    if (!engine.available) return context.skip()
    temp = await engine.tempStore()
    store = temp.store
  })
  afterEach(async () => {
    await temp?.dispose()
  })

  test('a reference another submission has is drawn again; the first keeps it', async () => {
    const first = await saveSubmission(store.db, { form: 'enquiry', fields: { fullname: 'A' }, channel: 'store', reference: { prefix: 'TST', draw: () => 1234 } })
    const draws = [1234, 1234, 98765]
    const second = await saveSubmission(store.db, { form: 'contact', fields: { firstname: 'B' }, channel: 'store', reference: { prefix: 'TST', draw: () => draws.shift() ?? 0 } })
    expect(draws).toEqual([])
    expect(valueOf(first.reference)).toBe(1234)
    expect(valueOf(second.reference)).toBe(98765)
    const stored = await listSubmissions(store.db)
    expect(new Map(stored.map(({ submission }) => [submission.id, submission.reference]))).toEqual(
      new Map([
        [first.submissionId, first.reference],
        [second.submissionId, second.reference],
      ]),
    )
  })

  test('a source that only repeats a taken reference gives up after a few draws, writing nothing', async () => {
    await saveSubmission(store.db, { form: 'enquiry', fields: {}, channel: 'store', reference: { prefix: 'TST', draw: () => 1234 } })
    let drawn = 0
    const stuck = () => ((drawn += 1), 1234)
    await expect(saveSubmission(store.db, { form: 'enquiry', fields: {}, channel: 'smtp', reference: { prefix: 'TST', draw: stuck } })).rejects.toThrow(/No free reference/)
    expect(drawn).toBe(REFERENCE_DRAWS)
    expect(await listSubmissions(store.db)).toHaveLength(1)
  })

  test('rows stored before the migration get unique, valid references when the store opens, and keep their data', async () => {
    const old = await migrationsBeforeReference()
    const dataDir = await mkdtemp(path.join(tmpdir(), 'forms-old-store-'))
    let databaseUrl: string | undefined
    if (engine.name === 'PostgreSQL') {
      const name = `forms_old_${process.pid}_${Date.now()}`
      await temp.exec(`CREATE DATABASE ${name}`)
      const url = new URL(engine.urlOf(temp)!)
      url.pathname = `/${name}`
      databaseUrl = url.href
    }
    const ids = Array.from({ length: 5 }, () => randomUUID())
    try {
      // The store as an older version of the site left it: migrated without the reference, holding rows.
      await (await openStore({ dataDir, databaseUrl }, old)).close()
      if (databaseUrl) {
        const client = new Client({ connectionString: databaseUrl })
        await client.connect()
        for (const id of ids) await client.query(`INSERT INTO submissions (id, form, fields) VALUES ($1, 'enquiry', '{"fullname":"Old"}')`, [id])
        await client.end()
      } else {
        const sqlite = new DatabaseSync(sqlitePath(dataDir))
        for (const id of ids) sqlite.prepare(`INSERT INTO submissions (id, form, fields, received_at) VALUES (?, 'enquiry', '{"fullname":"Old"}', 0)`).run(id)
        sqlite.close()
      }

      const upgraded = await openStore({ dataDir, databaseUrl })
      try {
        expect((await listSubmissions(upgraded.db)).map(({ submission }) => submission.reference)).toEqual(ids.map(() => null))
        // Two of the draws collide with the first: drawn again, so every row still gets its own.
        const draws = [7, 7, 7, 40, 41, 42]
        expect(await assignMissingReferences(upgraded.db, 'TST', () => draws.shift() ?? 100)).toBe(ids.length)
        const [first] = await listSubmissions(upgraded.db)
        await referenceOlderSubmissions(upgraded, { referencePrefix: 'TST' })
        const rows = (await listSubmissions(upgraded.db)).map(({ submission }) => submission)
        expect(rows.map(({ id }) => id).sort()).toEqual([...ids].sort())
        expect(rows.every(({ fields }) => fields.fullname === 'Old')).toBe(true)
        const references = rows.map(({ reference }) => reference ?? '')
        expect(new Set(references).size).toBe(ids.length)
        for (const reference of references) expect(parseReference(reference)).toMatchObject({ ok: true, reference, prefix: 'TST' })
        // Given once: the next start leaves them as they are.
        expect(rows.find(({ id }) => id === first?.submission.id)?.reference).toBe(first?.submission.reference)
        expect(await assignMissingReferences(upgraded.db, 'TST')).toBe(0)
      } finally {
        await upgraded.close()
      }
    } finally {
      await rm(old, { recursive: true, force: true })
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
