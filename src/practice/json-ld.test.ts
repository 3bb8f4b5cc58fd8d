import path from 'node:path'
import { readPractice } from '@/content/local/practice'
import { readTeam } from '@/content/local/files'
import { careOffered } from '@/practice/regulation'
import { clinicJsonLd, feesJsonLd, groupDescription, groupId, groupJsonLd, treatmentJsonLd } from './json-ld'

const origin = 'https://www.larkspurdental.example'
const contentDir = path.join(process.cwd(), 'content')

async function model() {
  const team = await readTeam(contentDir)
  return { practice: await readPractice(contentDir, team.map((member) => member.slug)), team }
}

describe('structured data for the group and each clinic', () => {
  it('gives each clinic its own Dentist with its own @id, one shared parentOrganization, and its own telephone', async () => {
    const { practice } = await model()
    const clinics = practice.group.clinics.map((clinic) => clinicJsonLd(practice.group, clinic, [], origin, '2026-11-26'))
    expect(new Set(clinics.map((clinic) => clinic['@id'])).size).toBe(clinics.length)
    for (const [index, clinic] of clinics.entries()) {
      expect(clinic.parentOrganization).toEqual({ '@id': groupId(origin) })
      expect(clinic.telephone).toBe(`+44${practice.group.clinics[index]?.phone.replace(/\D/g, '').slice(1)}`)
    }
  })

  it('carries every closure of the next 12 months, bank holidays included, as specialOpeningHoursSpecification', async () => {
    const { practice } = await model()
    const maidenhead = practice.group.clinics.find((clinic) => clinic.main)
    if (!maidenhead) throw new Error('no main clinic')
    // The clock is set: 1 June 2026. Summer bank holiday (31 August) is within the year, closed all day.
    const data = clinicJsonLd(practice.group, { ...maidenhead, exceptions: [] }, [], origin, '2026-06-01')
    const special = [data.specialOpeningHoursSpecification].flat() as { validFrom: string; opens: string; closes: string; name: string }[]
    expect(special).toContainEqual(expect.objectContaining({ validFrom: '2026-08-31', opens: '00:00', closes: '00:00', name: 'Bank holiday' }))
    expect(special.every((entry) => entry.validFrom >= '2026-06-01' && entry.validFrom < '2027-06-02')).toBe(true)
    // Every weekday the clinic opens appears once in its weekly hours.
    const weekly = [data.openingHoursSpecification].flat() as unknown as { dayOfWeek: string[] }[]
    expect(weekly.flatMap((entry) => entry.dayOfWeek)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`))
  })

  it('names the people who work there as employees with their GDC numbers', async () => {
    const { practice, team } = await model()
    const clinic = practice.group.clinics[0]
    if (!clinic) throw new Error('no clinic')
    const people = team.filter((member) => clinic.team.includes(member.slug))
    const data = clinicJsonLd(practice.group, clinic, people, origin, '2026-11-26')
    expect([data.employee].flat()).toHaveLength(clinic.team.length)
  })

  it('makes the group an organisation with each clinic a subOrganization', async () => {
    const { practice } = await model()
    const group = groupJsonLd(practice.group, origin)
    expect([group.subOrganization].flat()).toHaveLength(practice.group.clinics.length)
    expect(group['@id']).toBe(groupId(origin))
  })

  it("describes the care each clinic offers in its own town, never NHS care in a private clinic's (issue 35)", async () => {
    const { practice } = await model()
    const description = String(groupJsonLd(practice.group, origin).description)
    for (const clinic of practice.group.clinics) {
      const phrase = new RegExp(`${careOffered(clinic.care)} in [^;]*\\b${clinic.address.locality}\\b`)
      expect(description, clinic.slug).toMatch(phrase)
    }
    const maidenheadLike = practice.group.clinics.find((clinic) => clinic.care === 'private')
    if (maidenheadLike) expect(description).not.toMatch(new RegExp(`NHS[^;]*\\b${maidenheadLike.address.locality}\\b`))
    const allNhs = { ...practice.group, clinics: practice.group.clinics.map((clinic) => ({ ...clinic, care: 'both' as const })) }
    expect(groupDescription(allNhs)).toBe(`NHS and private dental care in ${new Intl.ListFormat('en-GB').format([...new Set(allNhs.clinics.map((clinic) => clinic.address.locality))])}.`)
  })
})

describe('prices in structured data', () => {
  it("gives /fees an OfferCatalog whose offers that name a treatment page carry one of that page's own offers' prices", async () => {
    const { practice } = await model()
    const catalog = feesJsonLd(practice, origin)
    const offers = [catalog.itemListElement].flat().flatMap((section) => [(section as { itemListElement: unknown }).itemListElement].flat()) as {
      priceSpecification: { minPrice: number; maxPrice?: number }
      itemOffered: { url?: string }
    }[]
    const linked = offers.filter((offer) => offer.itemOffered.url)
    expect(linked.length).toBeGreaterThan(10)
    for (const offer of linked) {
      const slug = offer.itemOffered.url?.slice(origin.length + 1)
      const treatment = practice.treatments.find((candidate) => candidate.slug === slug)
      if (!treatment) throw new Error(`no treatment for ${offer.itemOffered.url}`)
      const own = [treatmentJsonLd(practice.group, treatment, origin).offers].flat() as { priceSpecification: unknown }[]
      expect(own.map((item) => item.priceSpecification)).toContainEqual(offer.priceSpecification)
    }
  })
})
