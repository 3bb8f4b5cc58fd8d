import type { Clinic } from './model'

/**
 * A clinic's map on OpenStreetMap, from its position: the embed (loaded only when the visitor asks,
 * src/components/blocks/map-facade.tsx) and the link to the map on OpenStreetMap's own site.
 */
const SPAN = { longitude: 0.0055, latitude: 0.0025 }
const fixed = (value: number) => value.toFixed(4)

export function mapLinks(geo: Clinic['geo']): { embedUrl: string; linkUrl: string } {
  const { latitude, longitude } = geo
  const bbox = [longitude - SPAN.longitude, latitude - SPAN.latitude, longitude + SPAN.longitude, latitude + SPAN.latitude].map(fixed).join('%2C')
  return {
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(latitude)}%2C${fixed(longitude)}`,
    linkUrl: `https://www.openstreetmap.org/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=17/${fixed(latitude)}/${fixed(longitude)}`,
  }
}
