/** The five accreditation and partner badges (original artwork in public/media/accreditations). */
export interface LogoItem {
  readonly src: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

const badge = (name: string, alt: string): LogoItem => ({ src: `/media/accreditations/${name}.webp`, alt, width: 360, height: 180 })

export const accreditations: readonly LogoItem[] = [
  badge('registered-dental-professionals', 'Registered Dental Professionals'),
  badge('implant-team', 'Certified Implant Team'),
  badge('clear-aligner-provider', 'Clear Aligner Provider'),
  badge('finance-partner', '0% Finance Partner'),
  badge('patient-care-award', 'Patient Care Award 2026'),
]
