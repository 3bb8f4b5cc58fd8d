/**
 * The visitor's address, trusting X-Forwarded-For only as far as our own proxies wrote it. The
 * chain is every X-Forwarded-For entry followed by the TCP peer; each trusted proxy appended the
 * address it saw, so with `hops` proxies in front the visitor is the entry `hops` places left of
 * the peer. Anything further left was written by the visitor and is ignored, so nobody can pose as
 * many addresses (TRUSTED_PROXY_HOPS; never the leftmost entry, which the visitor chooses).
 */
export function clientAddress(forwardedFor: string | readonly string[] | undefined | null, peer: string | undefined | null, hops = 0): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : ((forwardedFor as string | undefined | null) ?? '')
  const forwarded = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = peer ? [...forwarded, peer] : forwarded
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown'
}
