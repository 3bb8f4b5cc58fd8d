import type { Practice } from '@/practice/model'
import { embeddedPractice } from '../../tests/embedded-facts'
import { keptPractice, nothingKept } from './kept-practice'
import type { Loaded } from './last-good'
import { practiceEtag, type PracticeStore, type StoredPractice } from './practice-store'

const practice = embeddedPractice()
const named = (name: string): Practice => ({ ...practice, group: { ...practice.group, name } })
const fresh = (value: Practice): Loaded<Practice> => ({ ok: true, value, stale: false })
const failed: Loaded<Practice> = { ok: false }

/** A store in memory that counts what it is asked. */
function memoryStore(initial?: Practice) {
  let stored: StoredPractice | undefined = initial && { practice: initial, etag: practiceEtag(initial), savedAt: 1 }
  const counts = { loads: 0, saves: 0 }
  const store: PracticeStore = {
    async load() {
      counts.loads += 1
      return stored
    },
    async save(model, savedAt = Date.now()) {
      counts.saves += 1
      stored = { practice: model, etag: practiceEtag(model), savedAt }
      return stored
    },
  }
  return { store, counts, stored: () => stored }
}

test('loads the stored model once, at start, and serves it while the port has none: after a restart with the CMS refusing', async () => {
  const memory = memoryStore(named('Kept before the restart'))
  const kept = keptPractice(memory.store, () => undefined)
  await kept.ready()
  expect(await kept.through(failed)).toEqual({ ok: true, value: named('Kept before the restart'), stale: true })
  expect(await kept.through(failed)).toMatchObject({ value: { group: { name: 'Kept before the restart' } } })
  expect(memory.counts.loads).toBe(1)
  expect(kept.current()?.etag).toBe(practiceEtag(named('Kept before the restart')))
})

test('a refusal keeps the last good model: the one the port answered last, kept in the store too', async () => {
  const memory = memoryStore(named('Old'))
  const kept = keptPractice(memory.store, () => undefined)
  expect(await kept.through(fresh(named('Good')))).toEqual(fresh(named('Good')))
  expect(await kept.through(failed)).toEqual({ ok: true, value: named('Good'), stale: true })
  await vi.waitFor(() => expect(memory.stored()?.practice.group.name).toBe('Good'))
})

test('the store is written only when the model changes (by its ETag), not on every read', async () => {
  const memory = memoryStore()
  const kept = keptPractice(memory.store, () => undefined)
  await kept.through(fresh(named('One')))
  await kept.through(fresh(named('One'))) // an equal model, another object: the port loaded it again
  await kept.through(fresh(named('One')))
  await vi.waitFor(() => expect(memory.counts.saves).toBe(1))
  await kept.through(fresh(named('Two')))
  await vi.waitFor(() => expect(memory.counts.saves).toBe(2))
  expect(memory.stored()?.practice.group.name).toBe('Two')
})

test('a stale answer (the cache’s own last good) is served as it is, and not kept as new', async () => {
  const memory = memoryStore()
  const kept = keptPractice(memory.store, () => undefined)
  expect(await kept.through({ ok: true, value: named('Cached'), stale: true })).toEqual({ ok: true, value: named('Cached'), stale: true })
  expect(memory.counts.saves).toBe(0)
})

test('with nothing kept anywhere, the port’s failure stands; embedded mode keeps nothing', async () => {
  const kept = keptPractice(memoryStore().store, () => undefined)
  expect(await kept.through(failed)).toEqual(failed)
  expect(await nothingKept.through(failed)).toEqual(failed)
  expect(nothingKept.current()).toBeUndefined()
})
