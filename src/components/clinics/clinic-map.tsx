import { MapFacade } from '@/components/blocks/map-facade'
import { StreetsBackdrop } from '@/components/sections/practice-map'

export interface ClinicMapProps {
  readonly name: string
  readonly addressLines: readonly string[]
  readonly embedUrl: string
  readonly linkUrl: string
}

/** A clinic's map facade (an island on its page): its address as text until the visitor asks for the map. */
export function ClinicMap({ name, addressLines, embedUrl, linkUrl }: ClinicMapProps) {
  return <MapFacade title={`Map showing ${name}, ${addressLines.slice(1, 3).join(', ')}`} addressLines={addressLines} embedUrl={embedUrl} linkUrl={linkUrl} backdrop={<StreetsBackdrop />} />
}
