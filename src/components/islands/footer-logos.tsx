import { BrandLogos, type LogoVariant } from '../blocks/brand-logos'
import { accreditations } from '@/practice/accreditations'

/**
 * The accreditation logos' carousel as an island that knows its logos: no props to repeat in every
 * page's HTML but its label and, on the private dentist page, the 'wide' variant.
 */
export function FooterLogos({ label, variant }: { label?: string; variant?: LogoVariant }) {
  return <BrandLogos logos={accreditations} label={label} variant={variant} />
}
