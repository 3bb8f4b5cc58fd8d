import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connectRedis, type Redis } from '@/lib/redis'
import type { Practice } from '@/practice/model'
import { embeddedPractice } from '../../tests/embedded-facts'
import { redisAvailable, startRedis, type TempRedis } from '../../tests/fakes/redis'
import { createPracticeStore, practiceEtag, storeFile, storeKey, writeAtomically, type PracticeStoreConfig } from './practice-store'

const practice = embeddedPractice()
const named = (name: string): Practice => ({ ...practice, group: { ...practice.group, name } })
/** The store's check is given: 'Refused' stands for a model today's rules refuse. */
const problems = (model: Practice) => (model.group.name === 'Refused' ? ['refused'] : [])

let dataDir: string
const logged: string[] = []
const config = (): PracticeStoreConfig => ({ dataDir, redisPrefix: 'test:' })
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'practice-store-'))
  logged.length = 0
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const store = (redis?: Redis) => createPracticeStore(config(), { redis, problems, log: (message) => logged.push(message) })

test('the ETag is a hash of the model: the same model gives the same tag, any change another', () => {
  expect(practiceEtag(named('A'))).toBe(practiceEtag(named('A')))
  expect(practiceEtag(named('A'))).not.toBe(practiceEtag(named('B')))
  expect(practiceEtag(practice)).toMatch(/^"[\w-]{43}"$/)
})

test('is written owner-only, in a folder only the owner may enter, even one made open before', async () => {
  await mkdir(path.join(dataDir, 'practice'), { mode: 0o755 })
  await chmod(path.join(dataDir, 'practice'), 0o755)
  await store().save(named('Kept'))
  expect((await stat(storeFile(config()))).mode & 0o777).toBe(0o600)
  expect((await stat(path.dirname(storeFile(config())))).mode & 0o777).toBe(0o700)
})

test('is written atomically: a temporary file in the same folder, renamed over the old one, none left behind', async () => {
  const file = path.join(dataDir, 'practice', 'last-good.json')
  await writeAtomically(file, 'old')
  await writeAtomically(file, 'new')
  expect(await readFile(file, 'utf8')).toBe('new')
  expect(await readdir(path.dirname(file))).toEqual(['last-good.json'])
  // A write that fails (the name is a folder) leaves the old file whole and no temporary file.
  await expect(writeAtomically(path.dirname(file), 'x')).rejects.toThrow()
  expect(await readdir(dataDir)).toEqual(['practice'])
})

test('what is saved is loaded again, with its ETag, by a new store (a restarted process)', async () => {
  const saved = await store().save(named('Kept'), 1_000)
  const loaded = await store().load()
  expect(loaded).toEqual({ practice: named('Kept'), etag: practiceEtag(named('Kept')), savedAt: 1_000 })
  expect(saved.etag).toBe(loaded?.etag)
})

test('a copy that does not match its ETag, is not JSON, or is refused by today’s check is not served, and says so', async () => {
  const file = storeFile(config())
  await store().save(named('Kept'))
  const text = await readFile(file, 'utf8')
  await writeFile(file, text.replace('"Kept"', '"Changed by hand"'))
  expect(await store().load()).toBeUndefined()
  await writeFile(file, '{')
  expect(await store().load()).toBeUndefined()
  await store().save(named('Refused'))
  expect(await store().load()).toBeUndefined()
  expect(logged).toEqual([expect.stringMatching(/ETag/), expect.stringMatching(/not JSON/), expect.stringMatching(/refused/)])
})

test('nothing kept: nothing loaded, nothing logged', async () => {
  expect(await store().load()).toBeUndefined()
  expect(logged).toEqual([])
})

const withRedis = redisAvailable() ? describe : describe.skip
withRedis('shared through Redis', () => {
  let server: TempRedis
  let redis: Redis
  beforeAll(async () => {
    server = await startRedis()
    redis = connectRedis(server.url)
  })
  afterAll(async () => {
    await redis.close()
    await server.stop()
  })

  test('a store on another machine (another DATA_DIR) finds the model in Redis, under the prefix', async () => {
    await store(redis).save(named('Shared'), 2_000)
    expect(await redis.run((client) => client.exists(storeKey(config())))).toBe(1)
    expect(storeKey(config())).toBe('test:practice:last-good')
    await rm(dataDir, { recursive: true, force: true })
    expect((await store(redis).load())?.practice.group.name).toBe('Shared')
  })

  test('the newer of the file’s and Redis’s copies wins', async () => {
    await store(redis).save(named('Older'), 3_000)
    await store().save(named('Newer on disk'), 4_000)
    expect((await store(redis).load())?.practice.group.name).toBe('Newer on disk')
    await store(redis).save(named('Newest'), 5_000)
    await store().save(named('Old on disk'), 1_000)
    expect((await store(redis).load())?.practice.group.name).toBe('Newest')
  })
})
