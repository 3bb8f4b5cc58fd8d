import { redirect } from 'next/navigation'
import type { Loaded } from './last-good'

/** Where a visitor goes when the CMS is down and nothing was cached: a 503 page with our phone number. */
export function unavailableHref(from: string): string {
  return `/service-unavailable?from=${encodeURIComponent(from)}`
}

/** The value of a content call; with nothing to show, the visitor is sent to the 503 page. */
export function unwrap<T>(result: Loaded<T>, from: string): T {
  if (!result.ok) redirect(unavailableHref(from))
  return result.value
}
