import { mainClinic } from '@/practice/facts'
import type { Practice } from '@/practice/model'
import { telHref } from '@/practice/wording'
import { embeddedPractice } from '../../tests/embedded-facts'
import { buildPageContext } from './page-context-build'

/** The embedded model, with every clinic booking at this address (or at none). */
function practiceBooking(bookingUrl?: string): Practice {
  const practice = embeddedPractice()
  return { ...practice, group: { ...practice.group, clinics: practice.group.clinics.map((clinic) => ({ ...clinic, bookingUrl })) } }
}
const contactOn = (path: string, practice = practiceBooking()) => buildPageContext(path, practice, 'current', null).contact

describe('the one call/book decision of a page (the action bar follows it; the facts and visit panels take its fallback)', () => {
  it('calls the main clinic, and books through the enquiry form on a page that has it, else the contact page', () => {
    const main = mainClinic(practiceBooking().group)
    const withForm = contactOn('/veneers')
    expect(withForm.call.href).toBe(telHref(main.phone))
    expect(withForm).toMatchObject({ book: '#getintouchform', scrollTo: 'getintouchform', external: false })
    expect(contactOn('/blog').book).toBe('/contact-us')
    expect(contactOn('/').book).toBe('#getintouchform')
    // A page the CMS publishes under a slug the registry does not know has the get-in-touch block too.
    expect(contactOn('/a-page-only-the-cms-has').book).toBe('#getintouchform')
    expect(contactOn('/cookies').book).toBe('/contact-us')
  })

  it('on a clinic page, calls and books that clinic', () => {
    const { group } = practiceBooking()
    const other = group.clinics.find((clinic) => !clinic.main)
    if (!other) throw new Error('one clinic only')
    const context = buildPageContext(`/our-clinics/${other.slug}`, practiceBooking(), 'current', null)
    expect(context.clinic?.slug).toBe(other.slug)
    expect(context.contact.call).toEqual({ label: `${other.name} clinic`, display: other.phone, href: telHref(other.phone) })
    expect(context.contact.book).toBe('#getintouchform')
    // The frame's facts are that clinic's on its own page (issue 35), the main clinic's elsewhere.
    expect(context.facts.phone.display).toBe(other.phone)
    expect(buildPageContext('/contact-us', practiceBooking(), 'current', null).facts.phone.display).toBe(mainClinic(group).phone)
    expect(contactOn('/our-clinics/nowhere').call.display).toBe(mainClinic(group).phone)
  })

  it("books at the clinic's booking address, with the page's treatment, leaving the site", () => {
    const context = buildPageContext('/veneers', practiceBooking('https://book.example/{treatment}'), 'current', null)
    expect(context.treatment?.slug).toBe('veneers')
    expect(context.contact).toMatchObject({ book: 'https://book.example/veneers', external: true })
    expect(context.contact.scrollTo).toBeUndefined()
  })
})
