import { clinicSchedule } from '@/practice/closures'
import { todayStatus, type TodayData } from './today-status'

const weekdays = { opens: '08:00', closes: '17:00' }
const hours = { monday: [weekdays], tuesday: [weekdays], wednesday: [weekdays], thursday: [weekdays], friday: [weekdays] }
const from = '2026-08-01'
const data: TodayData = { ...clinicSchedule({ hours, bankHolidays: 'closed', exceptions: [{ date: '2026-08-14', reason: 'Staff training', hours: [{ opens: '12:00', closes: '17:00' }] }] }, from, 90), through: '2026-10-29' }
const at = (iso: string) => todayStatus(data, new Date(iso))

describe("a clinic's today line, worked out at the instant it is read", () => {
  it.each([
    ['2026-08-04T15:59:00Z', true, 'Open now until 5:00pm', 'a Tuesday, 4:59pm BST'],
    ['2026-08-04T16:00:00Z', false, 'Closed now, opens at 8:00am tomorrow', 'a Tuesday, 5:00pm BST'],
    ['2026-08-04T06:30:00Z', false, 'Closed now, opens at 8:00am today', 'a Tuesday, 7:30am'],
    ['2026-08-08T10:00:00Z', false, 'Closed today, opens at 8:00am on Monday', 'a Saturday'],
    ['2026-08-31T10:00:00Z', false, 'Closed today (Bank holiday), opens at 8:00am tomorrow', 'the summer bank holiday'],
    ['2026-08-14T09:00:00Z', false, 'Closed now (Staff training: 12:00pm to 5:00pm), opens at 12:00pm today', 'a training morning'],
    ['2026-08-14T12:00:00Z', true, 'Open now until 5:00pm (Staff training)', 'the afternoon of a training day'],
  ])('at %s: open %s, "%s" (%s)', (instant, open, text) => {
    expect(at(instant)).toEqual({ open, text })
  })

  it('says nothing once the page is older than the dates its schedule covers', () => {
    expect(at('2026-10-30T10:00:00Z')).toBeNull()
  })
})
