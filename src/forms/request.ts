import 'server-only'
import { headers } from 'next/headers'
import { env } from '@/env'
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
 * The client address, trusting X-Forwarded-For only as far as our own proxies wrote it. The chain
 * is every X-Forwarded-For entry followed by the TCP peer; each trusted proxy appended the address
 * it saw, so with `hops` proxies in front the visitor is the entry `hops` places left of the peer.
 * Anything further left was written by the visitor and is ignored, so nobody can pose as many
 * addresses to use up the site-wide cap. With no stamped peer (not under our server), the last
 * X-Forwarded-For entry stands in for it.
 */
export function factsFrom(list: Pick<Headers, 'get'>, hops = 0): RequestFacts {
  const forwarded = (list.get('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean)
  const peer = list.get(PEER_HEADER)?.trim()
  const chain = peer ? [...forwarded, peer] : forwarded
  const address = chain.length === 0 ? 'unknown' : chain[Math.max(0, chain.length - 1 - hops)]
  // Next.js compares Origin with Host already; Sec-Fetch-Site also catches a browser that left Origin out.
  const crossSite = list.get('sec-fetch-site') === 'cross-site'
  return { address: address ?? 'unknown', crossSite }
}
