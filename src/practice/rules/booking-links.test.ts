import { embeddedPractice } from '../../../tests/embedded-facts'
import { bookingLinksRule } from './booking-links'
import { describeFinding } from './rule'

describe('the booking-links rule (issue 44)', () => {
  const practice = embeddedPractice()
  const main = practice.group.clinics[0]
  if (!main) throw new Error('no clinic')
  const withBooking = (bookingUrl: string) => ({ ...practice, group: { ...practice.group, clinics: [{ ...main, bookingUrl }, ...practice.group.clinics.slice(1)] } })
  const check = (model: typeof practice) => bookingLinksRule.check(model).map(describeFinding)

  it('passes a template that makes an https link for every treatment', () => {
    expect(check(practice)).toEqual([])
    expect(check(withBooking('https://portal.example/book/{treatment}?clinic=main'))).toEqual([])
  })

  it('refuses a template with a placeholder in its host, or that is no https address, on the clinic’s bookingUrl', () => {
    const where = `group.clinics[${main.slug}].bookingUrl`
    expect(check(withBooking('https://book.{treatment}/'))).toEqual([`${where}: the booking address may have {treatment} and {clinician} only in its path or query (rule "booking-links")`])
    expect(check(withBooking('/contact-us'))).toEqual([`${where}: the booking address must be an absolute URL (rule "booking-links")`])
  })
})
