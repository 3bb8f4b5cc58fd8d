// @vitest-environment jsdom
import { clinicSchedule } from '@/practice/closures'
import './clinic-today-element'

const weekdays = { opens: '08:00', closes: '17:00' }
const hours = { monday: [weekdays], tuesday: [weekdays], wednesday: [weekdays], thursday: [weekdays], friday: [weekdays] }

describe('<clinic-today>', () => {
  afterEach(() => vi.useRealTimers())

  it('writes the line for the moment it is read, and keeps it true while the page stays open', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T16:58:30Z'), toFake: ['Date', 'setInterval', 'clearInterval'] })
    const element = document.createElement('clinic-today')
    element.dataset.schedule = JSON.stringify({ ...clinicSchedule({ hours, bankHolidays: 'closed', exceptions: [] }, '2026-11-01', 60), through: '2026-12-30' })
    document.body.append(element)
    expect(element.textContent).toBe('Open now until 5:00pm')
    expect(element.dataset.open).toBe('true')
    vi.advanceTimersByTime(2 * 60_000)
    expect(element.textContent).toBe('Closed now, opens at 8:00am tomorrow')
    expect(element.dataset.open).toBe('false')
    element.remove()
  })

  it('says nothing when the schedule cannot be read', () => {
    const element = document.createElement('clinic-today')
    element.dataset.schedule = '{not json'
    document.body.append(element)
    expect(element.textContent).toBe('')
    expect(element.dataset.open).toBeUndefined()
  })
})
