import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'
import { createCheckIntake, IN_FLIGHT_BYTES } from './check-intake'

const largest = String(PRACTICE_CHECK_MAX_BYTES)

test('one address may have two of the largest bodies in flight; a third is refused before it is read, until one ends', async () => {
  const intake = createCheckIntake()
  const first = await intake.admit('/api/practice/check', '192.0.2.1', largest)
  const second = await intake.admit('/api/practice/check', '192.0.2.1', undefined)
  expect(first).toBeTypeOf('function')
  expect(second).toBeTypeOf('function')
  expect(await intake.admit('/api/practice/check', '192.0.2.1', '1')).toBe(false)
  // Another address is not held by the first's.
  expect(await intake.admit('/api/practice/check/', '198.51.100.7', largest)).toBeTypeOf('function')
  if (first) first()
  if (first) first()
  expect(await intake.admit('/api/practice/check', '192.0.2.1', largest)).toBeTypeOf('function')
  expect(await intake.admit('/api/practice/check', '192.0.2.1', '1')).toBe(false)
})

test('small bodies hold what they declare; other paths are not counted', async () => {
  const intake = createCheckIntake(IN_FLIGHT_BYTES)
  const small = Math.floor(IN_FLIGHT_BYTES / 100)
  for (let body = 0; body < 100; body++) expect(await intake.admit('/api/practice/check', '2001:db8::1', String(small))).toBeTypeOf('function')
  // The same /64.
  expect(await intake.admit('/api/practice/check', '2001:db8::2', String(small))).toBe(false)
  expect(await intake.admit('/api/revalidate', '2001:db8::2', largest)).toBeTypeOf('function')
})
