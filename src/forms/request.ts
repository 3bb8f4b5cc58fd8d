import 'server-only'
import { headers } from 'next/headers'
import { env } from '@/env'
import { clientAddress } from '@/lib/client-address'
import { PEER_HEADER } from './peer-address'

export interface RequestFacts {
  /** The visitor's address: the TCP peer, or what the trusted proxies say they saw. */
  readonly address: string
  /** True when the browser says the post came from another site. */
  readonly crossSite: boolean
}

export async function requestFacts(): Promise<RequestFacts> {
  return factsFrom(await headers(), env.TRUSTED_PROXY_HOPS)
}

/**
 * The client address (src/lib/client-address.ts: X-Forwarded-For trusted only as far as our own
 * proxies wrote it) with the TCP peer stamped by src/forms/peer-address.ts. With no stamped peer
 * (not under our server), the last X-Forwarded-For entry stands in for it.
 */
export function factsFrom(list: Pick<Headers, 'get'>, hops = 0): RequestFacts {
  const address = clientAddress(list.get('x-forwarded-for'), list.get(PEER_HEADER)?.trim(), hops)
  // Next.js compares Origin with Host already; Sec-Fetch-Site also catches a browser that left Origin out.
  const crossSite = list.get('sec-fetch-site') === 'cross-site'
  return { address, crossSite }
}
