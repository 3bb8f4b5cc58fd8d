import type { TeamMember } from './types'
import { practice } from '@/site/practice'
import { careOffered } from '@/site/regulation'

/**
 * The homepage's schema.org `Dentist` (issue 13): address, position, opening hours, telephone,
 * and every GDC registrant of the team as an `employee` with the GDC number as its identifier.
 */
export function dentistJsonLd(team: readonly TeamMember[], origin: string) {
  const { address, geo, openingHours } = practice
  const [opens, closes] = openingHours.schemaOrg.split(' ')[1]?.split('-') ?? []
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': `${origin}/#practice`,
    name: practice.name,
    description: `${careOffered()} in ${practice.town}, ${practice.county}.`,
    url: `${origin}/`,
    telephone: practice.phone.href.replace(/^tel:/, ''),
    email: practice.email,
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
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens,
      closes,
    },
    sameAs: practice.social.map((social) => social.href),
    employee: team
      .filter((member) => member.gdcNumber)
      .map((member) => ({
        '@type': 'Person',
        name: member.name,
        jobTitle: member.role,
        identifier: { '@type': 'PropertyValue', propertyID: 'GDC registration number', value: member.gdcNumber },
        knowsLanguage: member.languages,
        hasCredential: member.qualifications.map((qualification) => ({
          '@type': 'EducationalOccupationalCredential',
          name: qualification.name,
          recognizedBy: { '@type': 'Organization', name: qualification.awardedBy, address: { '@type': 'PostalAddress', addressCountry: qualification.country } },
        })),
      })),
  }
}
