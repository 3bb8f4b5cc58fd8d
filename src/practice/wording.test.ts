import { formatClock, formatPrice, formatSessions, openingLine, telHref, weekLines, whatsappHref } from './wording'

const weekdays = { opens: '08:00', closes: '17:00' }
const spec = { monday: [weekdays], tuesday: [weekdays], wednesday: [weekdays], thursday: [weekdays], friday: [weekdays] }

describe('wording the facts', () => {
  it("writes the spec's hours from the weekly hours (docs/requirements.md §1), with a point in the footer", () => {
    expect(openingLine(spec)).toBe('Monday to Friday 8:00am to 5:00pm')
    expect(openingLine(spec, '.')).toBe('Monday to Friday 8.00am to 5.00pm')
  })

  it('groups days with the same hours and says which are closed', () => {
    const lines = weekLines({ ...spec, friday: [{ opens: '08:30', closes: '16:00' }], saturday: [{ opens: '09:00', closes: '13:00' }] })
    expect(lines.map((line) => `${line.days}: ${formatSessions(line.sessions)}`)).toEqual([
      'Monday to Thursday: 8:00am to 5:00pm',
      'Friday: 8:30am to 4:00pm',
      'Saturday: 9:00am to 1:00pm',
      'Sunday: Closed',
    ])
  })

  it.each([
    ['00:00', '12:00am'],
    ['12:00', '12:00pm'],
    ['12:30', '12:30pm'],
    ['09:05', '9:05am'],
    ['23:59', '11:59pm'],
  ])('%s is %s', (clock, words) => expect(formatClock(clock)).toBe(words))

  it('links phones in international form', () => {
    expect(telHref('01632 960000')).toBe('tel:+441632960000')
    expect(whatsappHref('07700 900000')).toBe('https://wa.me/447700900000')
  })

  it.each([
    [{ from: 910, unit: 'per tooth' }, 'from £910 per tooth'],
    [{ from: 310, fixed: true }, '£310'],
    [{ from: 140, to: 230 }, '£140 to £230'],
    [{ from: 2600 }, 'from £2,600'],
  ])('prices %o as %s', (option, words) => expect(formatPrice(option)).toBe(words))
})

describe('a treatment’s headline price', () => {
  it('says "from" where a fixed price is the cheapest of several options, and not for a single fixed price', async () => {
    const { headlinePrice } = await import('./facts')
    const { treatmentSchema } = await import('./model')
    const treatment = (options: { name: string; from: number; fixed: boolean; unit?: string }[]) => treatmentSchema.parse({ slug: 't', name: 'T', options })
    expect(headlinePrice(treatment([{ name: 'Routine', from: 61, fixed: true }, { name: 'New patient', from: 83, fixed: true }]))).toBe('from £61')
    expect(headlinePrice(treatment([{ name: 'Guard', from: 310, fixed: true }]))).toBe('£310')
    expect(headlinePrice(treatment([{ name: 'Veneer', from: 910, fixed: false, unit: 'per tooth' }]))).toBe('from £910 per tooth')
  })
})
