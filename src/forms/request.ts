import 'server-only'
import { headers } from 'next/headers'

export interface RequestFacts {
  /** The visitor's address as the nearest proxy (or Next.js itself) recorded it. */
  readonly address: string
  /** True when the browser says the post came from another site. */
  readonly crossSite: boolean
}

/**
 * Reads what the action needs from the request. Next.js fills X-Forwarded-For with the socket
 * address when nothing sits in front; a reverse proxy appends the address it saw, so the last
 * entry is the one a visitor cannot forge behind one.
 */
export async function requestFacts(): Promise<RequestFacts> {
  const list = await headers()
  return factsFrom(list)
}

export function factsFrom(list: Pick<Headers, 'get'>): RequestFacts {
  const forwarded = list.get('x-forwarded-for') ?? ''
  const address = forwarded.split(',').map((part) => part.trim()).filter(Boolean).pop() ?? 'unknown'
  // Next.js compares Origin with Host already; Sec-Fetch-Site also catches a browser that left Origin out.
  const crossSite = list.get('sec-fetch-site') === 'cross-site'
  return { address, crossSite }
}
