import { regulation } from './regulation'

/**
 * The accreditation and partner badges (original artwork in public/media/accreditations). A trust
 * mark says who issued it, when, and where a patient can check it (CAP Code 3.50: no claim to a
 * certification or approval the practice cannot show; src/practice/rules/claims-trust-marks.ts
 * checks it). "Certified Implant Team" and "Patient Care Award 2026" had no issuer a patient
 * could check, so they are no longer shown (docs/deviations.md); their images stay in public/, as
 * does the "0% Finance Partner" badge's (see below).
 */
export interface LogoItem {
  readonly src: string
  readonly alt: string
  readonly width: number
  readonly height: number
  /** Where the badge leads: the issuer's register for a trust mark, our own page for a partner. */
  readonly href: string
}

export interface TrustMark extends LogoItem {
  readonly kind: 'trust mark'
  /** The body that issued it, as it names itself. */
  readonly issuer: string
  /** The year it was issued or last confirmed. */
  readonly year: number
}

/** A partner's logo: it claims no approval, and leads to our page that names the partner. */
export interface PartnerLogo extends LogoItem {
  readonly kind: 'partner'
}

/**
 * A register our clinicians are on (issue 45): the GDC registers each dentist, hygienist,
 * therapist and nurse, not the practice, so its badge says so ("Our dentists are registered with
 * the General Dental Council") and leads to the register, with no year: it accredits no one.
 */
export interface Registration extends LogoItem {
  readonly kind: 'registration'
}

export type Accreditation = TrustMark | PartnerLogo | Registration

const image = (name: string) => ({ src: `/media/accreditations/${name}.webp`, width: 360, height: 180 })

const trustMark = (name: string, title: string, issuer: string, year: number, href: string): TrustMark => ({
  ...image(name),
  kind: 'trust mark',
  alt: `${title}: ${issuer}, ${year}`,
  issuer,
  year,
  href,
})

export const accreditations: readonly Accreditation[] = [
  { ...image('registered-dental-professionals'), kind: 'registration', alt: 'Our dentists are registered with the General Dental Council: check the register', href: regulation.gdcRegister.href },
  trustMark('clear-aligner-provider', 'Clear Aligner Provider', 'Align Technology (Invisalign)', 2026, 'https://www.invisalign.co.uk/'),
  // No finance badge (issue 45): these show on every page, a prescription-only medicine's among
  // them, where no credit may be offered; "0% Finance Partner" was a rate with no representative
  // example (CONC 3.5.3R). Finance is named on /finance and beside each treatment's example.
]
