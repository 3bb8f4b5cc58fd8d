import { BrandLogos } from '../blocks/brand-logos'
import { accreditations } from '@/site/accreditations'

/** The accreditation logos' carousel as an island that knows its logos: no props to repeat in every page's HTML. */
export function FooterLogos({ label }: { label?: string }) {
  return <BrandLogos logos={accreditations} label={label} />
}
