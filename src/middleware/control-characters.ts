import type { MiddlewareHandler } from 'astro'

/**
 * A path whose decoded segments hold a control character (C0, DEL or C1) names no page: it is the
 * 404 page at once, before any step or page looks its slug up (issue 34, point 4). A NUL in a slug
 * reached a cache tag and made `/categories/%00` a 500; no such word should travel further.
 */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/
/** Astro decodes until the path no longer changes; ten rounds is past any honest spelling. */
const MAX_DECODES = 10

/** Decodes each run of %XX escapes as UTF-8, leniently: a malformed sequence is not a control character. */
const decodeOnce = (path: string) => path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => Buffer.from(run.replaceAll('%', ''), 'hex').toString('utf8'))

export function hasControlCharacter(pathname: string): boolean {
  let path = pathname
  for (let round = 0; round <= MAX_DECODES; round += 1) {
    if (CONTROL.test(path)) return true
    const next = decodeOnce(path)
    if (next === path) return false
    path = next
  }
  return false
}

export const controlCharacters: MiddlewareHandler = async (context, next) => {
  if (!hasControlCharacter(context.url.pathname)) return next()
  const notFound = await context.rewrite('/404')
  // Each spelling is a new key: keeping them would let a loop of them fill the misses store.
  context.cache.set(false)
  return notFound
}
