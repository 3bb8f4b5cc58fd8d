import type { SiteFacts } from '@/practice/site-facts'
import { MapFacade } from '../blocks/map-facade'

/** A hint of streets and the river behind the address: decoration only, drawn here, no map tiles. */
export function StreetsBackdrop() {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className="absolute inset-0 size-full">
      <path d="M-10 230 C80 200 120 260 210 230 S340 170 410 200" fill="none" stroke="#b9cdea" strokeWidth="26" strokeLinecap="round" />
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M-10 90 H410 M-10 160 C120 150 260 170 410 150 M120 -10 V310 M250 -10 C240 100 270 200 255 310" strokeWidth="12" />
        <path d="M40 -10 V200 M330 -10 V180 M-10 40 H410 M180 90 L300 30" strokeWidth="6" />
      </g>
      <circle cx="330" cy="62" r="9" fill="#34449a" />
      <circle cx="330" cy="62" r="20" fill="#34449a" fillOpacity="0.18" />
    </svg>
  )
}

/**
 * The practice's map: the address as text until the visitor asks for the map itself. An island on the
 * Astro pages: its props go to the browser, so it is given only the practice's name, address and map
 * links (from the request's SiteFacts), not the whole of them.
 */
export function PracticeMap({ name, address, map }: Pick<SiteFacts, 'name' | 'address' | 'map'>) {
  const { street, locality, region, postcode } = address
  return (
    <MapFacade
      title={`Map showing ${name}, ${street}, ${locality}`}
      addressLines={[name, street, `${locality}, ${region}`, postcode]}
      embedUrl={map.embedUrl}
      linkUrl={map.linkUrl}
      backdrop={<StreetsBackdrop />}
    />
  )
}
