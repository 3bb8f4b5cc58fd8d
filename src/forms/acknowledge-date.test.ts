import { replyByDate } from './acknowledge-date'

const weekdays = { monday: [{ opens: '08:00', closes: '17:00' }], tuesday: [{ opens: '08:00', closes: '17:00' }], wednesday: [{ opens: '08:00', closes: '17:00' }], thursday: [{ opens: '08:00', closes: '17:00' }], friday: [{ opens: '08:00', closes: '17:00' }] }
const clinic = { hours: weekdays, exceptions: [], bankHolidays: 'closed' as const }

test('two working days after a Tuesday is the Thursday', () => {
  expect(replyByDate(clinic, new Date('2026-12-08T01:00:00Z'), 2)).toBe('2026-12-10')
})

test('weekends, Christmas and the substitute Boxing Day are not working days', () => {
  // Thursday 24 December 2026: Friday is Christmas Day, Monday 28th the substitute for Boxing Day.
  expect(replyByDate(clinic, new Date('2026-12-24T10:00:00Z'), 2)).toBe('2026-12-30')
})

test("the clinic's own closures count too", () => {
  const closed = { ...clinic, exceptions: [{ date: '2026-12-09', through: '2026-12-10', reason: 'Staff training', hours: [] }] }
  expect(replyByDate(closed, new Date('2026-12-08T01:00:00Z'), 2)).toBe('2026-12-14')
})

test('counted from the UK date: 00:30 in summer time is already the next day', () => {
  // 23:30 UTC on Friday 3 July is 00:30 on Saturday 4 July in London.
  expect(replyByDate(clinic, new Date('2026-07-03T23:30:00Z'), 1)).toBe('2026-07-06')
  expect(replyByDate(clinic, new Date('2026-07-03T23:30:00Z'), 0)).toBe('2026-07-04')
})
