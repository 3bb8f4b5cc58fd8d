import { embeddedPractice } from '../../../tests/embedded-facts'
import { mainClinic } from '../facts'
import { telHref } from '../wording'
import { clinicPhonesPage } from './clinic-phones'

const practice = embeddedPractice()
const main = mainClinic(practice.group)
const other = practice.group.clinics.find((clinic) => !clinic.main)
if (!other) throw new Error('one clinic only')
const link = (phone: string) => `<a href="${telHref(phone)}">${phone}</a>`

describe("a clinic page links that clinic's numbers only", () => {
  it("passes the clinic's own phone and appointments phone", () => {
    const withAppointments = { ...practice, group: { ...practice.group, clinics: practice.group.clinics.map((clinic) => (clinic.slug === other.slug ? { ...clinic, appointmentsPhone: '01632 960999' } : clinic)) } }
    expect(clinicPhonesPage.check({ path: `/our-clinics/${other.slug}`, html: link(other.phone) + link('01632 960999') }, withAppointments)).toEqual([])
  })

  it("finds another clinic's number on a clinic page, naming the page and the rule", () => {
    expect(clinicPhonesPage.check({ path: `/our-clinics/${other.slug}`, html: link(other.phone) + link(main.phone) }, practice)).toEqual([
      { rule: 'clinic-phones', where: `/our-clinics/${other.slug}`, message: expect.stringContaining(telHref(main.phone)) },
    ])
  })

  it('leaves every other page alone', () => {
    expect(clinicPhonesPage.check({ path: '/contact-us', html: link(main.phone) + link(other.phone) }, practice)).toEqual([])
  })
})
