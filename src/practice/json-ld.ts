import type { DayOfWeek, DentistLeaf, MedicalOrganizationLeaf, Offer, OfferCatalogLeaf, OpeningHoursSpecification, Person, PriceSpecification, Service, ServiceLeaf, WithContext } from 'schema-dts'
import { clinicSchedule } from './closures'
import { exceptionsWithin } from './hours'
import { feeLines } from './facts'
import type { Clinic, Group, Practice, PricedOption, Treatment } from './model'
import { careOffered } from '@/practice/regulation'
import { dayName, telHref, weekLines } from './wording'

/**
 * The practice's structured data, typed with schema-dts: the group as a `MedicalOrganization`
 * with each clinic a `subOrganization`, and each clinic its own `Dentist` (one per real location,
 * as Google's Business Profiles are) with its weekly hours and, as
 * `specialOpeningHoursSpecification`, every closure and changed day of the next 12 months.
 */
export interface ClinicianFacts {
  readonly name: string
  readonly role: string
  readonly gdcNumber?: string
  readonly languages?: readonly string[]
  readonly qualifications?: readonly { readonly name: string; readonly awardedBy: string; readonly country: string }[]
}

export const groupId = (origin: string) => `${origin}/#organization`
export const clinicUrl = (origin: string, clinic: Pick<Clinic, 'slug'>) => `${origin}/our-clinics/${clinic.slug}`
export const clinicId = (origin: string, clinic: Pick<Clinic, 'slug'>) => `${clinicUrl(origin, clinic)}#clinic`
const DAYS_AHEAD = 366

const weekly = (clinic: Clinic): OpeningHoursSpecification[] =>
  weekLines(clinic.hours).flatMap((line) =>
    line.sessions.map((session) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: line.each.map((day) => `https://schema.org/${dayName(day)}` as DayOfWeek),
      opens: session.opens,
      closes: session.closes,
    })),
  )

/** Each dated exception: closed as opens = closes = 00:00, as schema.org and Google read it. */
function special(clinic: Clinic, today: string): OpeningHoursSpecification[] {
  return exceptionsWithin(clinicSchedule(clinic, today, DAYS_AHEAD), today, DAYS_AHEAD).flatMap((day) => {
    const sessions = day.sessions.length > 0 ? day.sessions : [{ opens: '00:00', closes: '00:00' }]
    return sessions.map((session) => ({
      '@type': 'OpeningHoursSpecification' as const,
      name: day.reason,
      dayOfWeek: `https://schema.org/${dayName(day.day)}` as DayOfWeek,
      validFrom: day.date,
      validThrough: day.date,
      opens: session.opens,
      closes: session.closes,
    }))
  })
}


export function clinicJsonLd(group: Group, clinic: Clinic, people: readonly ClinicianFacts[], origin: string, today: string): WithContext<DentistLeaf> {
  const { address, geo } = clinic
  const employee: Person[] = people.map((person) => ({
    '@type': 'Person',
    name: person.name,
    jobTitle: person.role,
    ...(person.gdcNumber ? { identifier: { '@type': 'PropertyValue', propertyID: 'GDC registration number', value: person.gdcNumber } } : {}),
    ...(person.languages ? { knowsLanguage: [...person.languages] } : {}),
    ...(person.qualifications
      ? {
          hasCredential: person.qualifications.map((qualification) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            name: qualification.name,
            recognizedBy: { '@type': 'Organization' as const, name: qualification.awardedBy, address: { '@type': 'PostalAddress' as const, addressCountry: qualification.country } },
          })),
        }
      : {}),
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': clinicId(origin, clinic),
    name: `${group.name}, ${clinic.name}`,
    url: clinicUrl(origin, clinic),
    telephone: telHref(clinic.phone).replace(/^tel:/, ''),
    email: clinic.email,
    image: `${origin}/media/og-default.jpg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    hasMap: `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=17/${geo.latitude}/${geo.longitude}`,
    openingHoursSpecification: weekly(clinic),
    specialOpeningHoursSpecification: special(clinic, today),
    employee,
    parentOrganization: { '@id': groupId(origin) },
  }
}

/**
 * What the group offers where, from each clinic's care, its places in the clinics' order:
 * 'Private dental care in Maidenhead and Beaconsfield; NHS and private dental care in Slough.'
 * Never the group's care in its town, which said NHS care where the clinic is private (issue 35).
 */
export function groupDescription(group: Pick<Group, 'clinics'>): string {
  const places = new Map<Clinic['care'], string[]>()
  for (const clinic of group.clinics) places.set(clinic.care, [...(places.get(clinic.care) ?? []), clinic.address.locality])
  const list = new Intl.ListFormat('en-GB', { type: 'conjunction' })
  return `${[...places].map(([care, towns]) => `${careOffered(care)} in ${list.format([...new Set(towns)])}`).join('; ')}.`
}

/** The group, for the homepage: each clinic a `subOrganization` (not `department`, which is a unit inside one site). */
export function groupJsonLd(group: Group, origin: string): WithContext<MedicalOrganizationLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    '@id': groupId(origin),
    name: group.name,
    description: groupDescription(group),
    url: `${origin}/`,
    email: group.email,
    logo: `${origin}/media/og-default.jpg`,
    sameAs: group.social.map((social) => social.href),
    subOrganization: group.clinics.map((clinic) => ({ '@type': 'Dentist', '@id': clinicId(origin, clinic), name: `${group.name}, ${clinic.name}`, url: clinicUrl(origin, clinic) })),
  }
}

const priceSpecification = (option: PricedOption): PriceSpecification => ({
  '@type': 'PriceSpecification',
  priceCurrency: 'GBP',
  minPrice: option.from,
  ...(option.to !== undefined && option.to !== option.from ? { maxPrice: option.to } : {}),
  ...(option.fixed ? { price: option.from } : {}),
})

const offerOf = (option: PricedOption, service: Service): Offer => ({ '@type': 'Offer', name: option.name, priceCurrency: 'GBP', priceSpecification: priceSpecification(option), itemOffered: service })

/** A treatment page's own price, as a `Service` with `offers` (one per priced option). */
export function treatmentJsonLd(group: Group, treatment: Treatment, origin: string): WithContext<ServiceLeaf> {
  const url = `${origin}/${treatment.slug}`
  const service: Service = { '@type': 'Service', name: treatment.name, url }
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: treatment.name,
    url,
    provider: { '@id': groupId(origin) },
    areaServed: group.clinics.filter((clinic) => treatment.clinics.includes(clinic.slug)).map((clinic) => ({ '@id': clinicId(origin, clinic) })),
    offers: treatment.options.map((option) => offerOf(option, service)),
  }
}

/** /fees as an `OfferCatalog`: each line an `Offer` of a `Service`, with the treatment page's url where it has one (`hasPage`: retainers have none). */
export function feesJsonLd(practice: Practice, origin: string, hasPage: (slug: string) => boolean = () => true): WithContext<OfferCatalogLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    '@id': `${origin}/fees#catalog`,
    name: `${practice.group.name} fees`,
    itemListElement: practice.fees.sections.map((section) => ({
      '@type': 'OfferCatalog',
      name: section.title,
      itemListElement: feeLines(practice, section.items).flatMap((line) => {
        if (!('from' in line.price)) return []
        const service: Service = { '@type': 'Service', name: line.name, ...(line.treatment && hasPage(line.treatment.slug) ? { url: `${origin}/${line.treatment.slug}` } : {}) }
        return [offerOf(line.price, service)]
      }),
    })),
  }
}
