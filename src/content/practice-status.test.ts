import { healthStatus, noteKept, noteLoad, noteServed, practiceStatus } from './practice-status'

test('reports how long a refused model has waited, from the first failing load until one succeeds', () => {
  noteLoad({ ok: false, problem: 'practice: refused, treatment "veneers"' }, 10_000)
  noteLoad({ ok: false, problem: 'practice: refused, treatment "veneers"' }, 40_000)
  noteServed('last good')
  expect(practiceStatus(75_500)).toMatchObject({ served: 'last good', problem: 'practice: refused, treatment "veneers"', refusedSince: 65 })
  noteLoad({ ok: true }, 80_000)
  noteServed('current')
  expect(practiceStatus(90_000)).toEqual({ served: 'current' })
})

test('names the kept model’s ETag, the same on every instance serving it', () => {
  noteKept('"abc"')
  expect(practiceStatus()).toMatchObject({ etag: '"abc"' })
})

test('the health check answers 503 only while there is no good model at all', () => {
  expect(healthStatus({ served: 'current' })).toBe(200)
  expect(healthStatus({ served: 'last good', refusedSince: 3600 })).toBe(200)
  expect(healthStatus({ served: 'embedded' })).toBe(200)
  expect(healthStatus({})).toBe(200) // moments after start, before the first read
  expect(healthStatus({ served: 'none' })).toBe(503)
})
