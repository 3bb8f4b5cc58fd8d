import { createAnswerStore } from './answer-store'
import { ANSWER_ID } from '@/lib/answer-ticket'

const answer = { form: 'contact', path: '/contact-us', data: { status: 'invalid', errors: { email: 'Enter an email' }, values: { fullname: 'Ann' } } } as const

test('an answer is held under a random id and given back once: the id is then used up', async () => {
  const store = createAnswerStore()
  const id = await store.put(answer)
  expect(id).toMatch(ANSWER_ID)
  expect(await store.put(answer)).not.toBe(id)
  expect(await store.take(id)).toEqual(answer)
  expect(await store.take(id)).toBeUndefined()
})

test('an answer is gone after its minute, and an id the store did not make finds nothing', async () => {
  let now = 0
  const store = createAnswerStore({ now: () => now })
  const id = await store.put(answer)
  now = 60_001
  expect(await store.take(id)).toBeUndefined()
  expect(await store.take('../../etc')).toBeUndefined()
})

test('in process, a flood of posts pushes out the oldest answers: memory stays bounded', async () => {
  const store = createAnswerStore({ maxEntries: 3 })
  const ids = await Promise.all(Array.from({ length: 5 }, () => store.put(answer)))
  expect(await store.take(ids[0] ?? '')).toBeUndefined()
  expect(await store.take(ids[4] ?? '')).toEqual(answer)
})

test('with Redis, the answer is written with its expiry and read with GETDEL, so another instance may serve the GET', async () => {
  const kept = new Map<string, string>()
  const calls: string[] = []
  const client = {
    set: async (key: string, value: string, options: { expiration: { type: string; value: number } }) => {
      calls.push(`SET ${options.expiration.type} ${options.expiration.value}`)
      kept.set(key, value)
      return 'OK'
    },
    getDel: async (key: string) => {
      calls.push('GETDEL')
      const value = kept.get(key) ?? null
      kept.delete(key)
      return value
    },
  }
  const redis = { run: <T>(command: (c: never) => Promise<T>) => command(client as never) }
  const id = await createAnswerStore({ redis }).put(answer)
  const elsewhere = createAnswerStore({ redis })
  expect(await elsewhere.take(id)).toEqual(answer)
  expect(await elsewhere.take(id)).toBeUndefined()
  expect(calls).toEqual(['SET PX 60000', 'GETDEL', 'GETDEL'])
})

test('while Redis is away the answer is held here', async () => {
  const redis = { run: async () => Promise.reject(new Error('away')) }
  const store = createAnswerStore({ redis })
  const id = await store.put(answer)
  expect(await store.take(id)).toEqual(answer)
})
