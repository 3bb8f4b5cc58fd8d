import { embeddedPractice } from '../../../tests/embedded-facts'
import { CHECK_BUDGET, createCheckPool, sourceWorker, type CheckPool } from './pool'

const quiet = () => undefined
const pools: CheckPool[] = []
const pool = (budget: Partial<typeof CHECK_BUDGET> = {}) => {
  const made = createCheckPool(sourceWorker(), { ...CHECK_BUDGET, ...budget }, quiet)
  pools.push(made)
  return made
}
afterAll(async () => {
  await Promise.all(pools.map((each) => each.close()))
})

// A worker's first start compiles it through tsx: slow on a busy machine, and no part of a check's time.
vi.setConfig({ testTimeout: 30_000 })

const body = JSON.stringify({ proposed: embeddedPractice(), current: embeddedPractice() })

test('a check runs in the worker and answers its problems; the worker is kept for the next', async () => {
  const checks = pool()
  expect(await checks.check(body)).toEqual({ kind: 'problems', problems: [] })
  expect(await checks.check('not json')).toEqual({ kind: 'not a check', error: 'the body is not JSON' })
})

test('past its time, the check is "too large to check" and the next check has a new worker', async () => {
  const checks = pool({ timeoutMs: 1 })
  expect(await checks.check(body)).toEqual({ kind: 'too large to check' })
  expect(await checks.check(body)).toEqual({ kind: 'too large to check' })
})

test('a worker that runs out of its heap is "too large to check", and this process goes on', async () => {
  // Well within the body limit, a million and a half objects: more than 24 MB of heap (ERR_WORKER_OUT_OF_MEMORY).
  const checks = pool({ heapMb: 24, timeoutMs: 20_000 })
  expect(await checks.check(`{"proposed":[${'{},'.repeat(1_500_000)}{}]}`)).toEqual({ kind: 'too large to check' })
  expect(await checks.check(body)).toEqual({ kind: 'problems', problems: [] })
})

test('a worker that cannot start is "unavailable"', async () => {
  const checks = createCheckPool({ url: new URL('./no-such-worker.mjs', import.meta.url) }, CHECK_BUDGET, quiet)
  pools.push(checks)
  expect(await checks.check(body)).toEqual({ kind: 'unavailable' })
})

test('one check runs and `waiting` more wait; past that a check is refused at once as busy', async () => {
  const checks = pool({ waiting: 1 })
  const answers = await Promise.all([checks.check(body), checks.check(body), checks.check(body)])
  expect(answers.map((answer) => answer.kind)).toEqual(['problems', 'problems', 'busy'])
})
