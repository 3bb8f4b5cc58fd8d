import type { Metadata } from 'next'

import { notFoundTitle } from './not-found-title'

export { notFoundTitle } from './not-found-title'

/**
 * What generateMetadata answers for something that does not exist. It must not throw notFound()
 * itself: metadata renders in the document head, above the root not-found boundary, so a
 * notFound() there makes Next.js send an empty error shell (`<html id="__next_error__">`) whose
 * 404 page exists only in the RSC payload. The page component throws notFound() instead, inside
 * the boundary, and the 404 page is rendered into the HTML with the frame.
 */
export function notFoundMetadata(): Metadata {
  return { title: { absolute: notFoundTitle }, robots: { index: false, follow: true } }
}
