import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundContent } from './not-found-content'

function Missing(): never {
  notFound()
}

/**
 * What a dynamic segment renders for something that does not exist, instead of calling notFound()
 * at its top. React's server renderer has no error boundaries: a notFound() thrown outside any
 * <Suspense> fails the whole HTML shell, and Next.js answers with an empty error document
 * (`<html id="__next_error__">`) whose 404 page exists only in the RSC payload, so without
 * JavaScript the page is blank. Thrown inside this boundary, it fails only the boundary: the
 * frame and the 404 body (the fallback) are in the HTML, Next.js still sets status 404, and in
 * the browser the root not-found boundary takes over with the same page.
 */
export function NotFoundHere() {
  return (
    <Suspense fallback={<NotFoundContent />}>
      <Missing />
    </Suspense>
  )
}
