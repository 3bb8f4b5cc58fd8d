/**
 * The practice's identity: the one place its name, contacts and hours live.
 * Fictional by design (01632 960xxx is Ofcom's range reserved for drama).
 */
export const practice = {
  name: 'Larkspur Dental Care',
  town: 'Maidenhead',
  county: 'Berkshire',
  /** The fixed document title naming the practice and its town (docs/requirements.md §1). */
  documentTitle: 'Larkspur Dental Care | Private Dentist in Maidenhead, Berkshire',
  tagline: 'Calm, modern private dentistry in the heart of Maidenhead',
  phone: { display: '01632 960123', href: 'tel:+441632960123' },
  appointmentsPhone: { display: '01632 960123', href: 'tel:+441632960123' },
  whatsapp: { display: '07700 900123', href: 'https://wa.me/447700900123' },
  email: 'hello@larkspurdental.example',
  address: {
    street: '14 Larkspur Court, Queen Street',
    locality: 'Maidenhead',
    region: 'Berkshire',
    postcode: 'SL6 1LX',
    country: 'GB',
  },
  /** The practice's position, for the map and the homepage's Dentist JSON-LD. */
  geo: { latitude: 51.5225, longitude: -0.7205 },
  /** Monday to Friday 8:00am to 5:00pm; no weekend hours (docs/requirements.md §1 and §9). */
  openingHours: {
    days: 'Monday to Friday',
    opens: '8:00am',
    closes: '5:00pm',
    /** The footer writes the closing time with a point (docs/requirements.md §1). */
    footerCloses: '5.00pm',
    schemaOrg: 'Mo-Fr 08:00-17:00',
  },
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/larkspurdental.example' },
    { network: 'Instagram', href: 'https://www.instagram.com/larkspurdental.example' },
    { network: 'YouTube', href: 'https://www.youtube.com/@larkspurdental.example' },
  ],
  regulatorReport: {
    label: 'Read our CQC inspection report',
    href: 'https://www.cqc.org.uk/location/1-000000000',
  },
  transport: {
    publicTransport: 'Maidenhead station is a 5 minute walk from the practice.',
    byCar: 'Parking in the town centre is limited; call the practice and we will suggest the nearest car park.',
  },
  map: {
    /** Shown only after the visitor asks for the map (no third-party request before). */
    embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=-0.7260%2C51.5200%2C-0.7150%2C51.5250&layer=mapnik&marker=51.5225%2C-0.7205',
    linkUrl: 'https://www.openstreetmap.org/?mlat=51.5225&mlon=-0.7205#map=17/51.5225/-0.7205',
  },
} as const

export type Practice = typeof practice

export function formatAddress(separator = ', '): string {
  const { street, locality, region, postcode } = practice.address
  return [street, locality, region, postcode].join(separator)
}
