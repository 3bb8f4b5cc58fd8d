import type http from 'node:http'
import type { BodyRule } from '@/forms/body-limit'
import { FILE_TOO_LARGE } from '@/forms/upload-rules'
import { messages } from '@/forms/wording/messages'
import type { SiteFacts } from '@/practice/site-facts'
import { plainPageHtml } from '@/site/plain-page'
import { readBodyType } from './request-body-type'

/**
 * A request's body, held to its target's limit before the app sees any of it (issue 27, point 1;
 * the limits are src/forms/body-limit.ts's). A declared Content-Length over the limit is refused
 * before a byte is read; a chunked body is counted as it arrives and refused as soon as it passes
 * the limit; and what is read is checked for how many parts it has before anything parses it. The
 * body is then handed to Astro whole (`req.body`, which @astrojs/node reads instead of the stream).
 */
export type BodyCheck = { readonly ok: true; readonly body: Buffer } | { readonly ok: false; readonly refusal: Exclude<Refusal, 'file too large' | 'rate limited' | 'cross site'> | 'aborted' }

/**
 * How many parts a multipart or url-encoded body holds, counted without parsing it: a multipart
 * body by the one boundary undici will parse it by (src/server/request-body-type.ts).
 */
export function countParts(body: Buffer, contentType: string | undefined): number {
  const type = readBodyType(contentType)
  if (type.kind === 'urlencoded') {
    let parts = body.length > 0 ? 1 : 0
    for (let at = body.indexOf(0x26); at !== -1; at = body.indexOf(0x26, at + 1)) parts += 1
    return parts
  }
  if (type.kind !== 'multipart') return 0
  const delimiter = Buffer.from(`--${type.boundary}`)
  let delimiters = 0
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) delimiters += 1
  // The last delimiter closes the body.
  return Math.max(0, delimiters - 1)
}

/** Reads the body up to `limit` bytes, or stops as soon as it would pass it (the rest is not read). */
function readWithin(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too large' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let received = 0
    const done = (result: Buffer | 'too large' | 'aborted') => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onError)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > limit) {
        req.pause()
        done('too large')
      } else chunks.push(chunk)
    }
    const onEnd = () => done(Buffer.concat(chunks, received))
    const onError = () => done('aborted')
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onError)
  })
}

/**
 * A refusal decided from the request's address and headers alone, before a byte of its body is
 * read: an action that does not exist, an action or a post a page does not take (405), a multipart
 * type undici would read otherwise than we count (src/server/request-body-type.ts), or a form
 * posted as anything but a form.
 */
export function refusalBeforeReading(rule: BodyRule, contentType: string | undefined): Exclude<Refusal, 'file too large' | 'rate limited' | 'cross site' | 'too large' | 'too many parts'> | undefined {
  if (rule.kind === 'unknown action') return 'unknown action'
  if (rule.kind === 'not allowed') return 'not allowed'
  const type = readBodyType(contentType)
  if (type.kind === 'refused' || (rule.form && type.kind === 'other')) return 'not a form'
  return undefined
}

export async function checkBody(req: http.IncomingMessage, rule: BodyRule): Promise<BodyCheck> {
  const early = refusalBeforeReading(rule, req.headers['content-type'])
  if (early) return { ok: false, refusal: early }
  if (rule.kind !== 'limited') return { ok: false, refusal: 'not allowed' }
  if (Number(req.headers['content-length'] ?? 0) > rule.maxBytes) return { ok: false, refusal: 'too large' }
  const body = await readWithin(req, rule.maxBytes)
  if (!Buffer.isBuffer(body)) return { ok: false, refusal: body }
  if (countParts(body, req.headers['content-type']) > rule.maxParts) return { ok: false, refusal: 'too many parts' }
  return { ok: true, body }
}

/** What each refusal of a body says: plain pages with the phone number, as the 413 always was. */
const REFUSALS = {
  'unknown action': { status: 400, heading: 'This form could not be sent', message: 'Please go back to the form on the page and send it from there, or call us.' },
  'not allowed': { status: 405, heading: 'This page does not take what was sent', message: 'Please go back to the form on the page and send it from there, or call us.' },
  'not a form': { status: 400, heading: 'This form could not be sent', message: 'Please go back to the form on the page and send it from there, or call us.' },
  // Its message is the forms' own, with the phone (src/forms/wording/messages.ts).
  'rate limited': { status: 429, heading: 'Please wait a minute', message: '' },
  // Its message is the forms' own, with the phone (src/forms/wording/messages.ts).
  'cross site': { status: 403, heading: 'This form could not be sent', message: '' },
  'too many parts': { status: 413, heading: 'Your message could not be sent', message: 'Please go back to the form on the page and send it from there, or call us.' },
  'too large': { status: 413, heading: 'Your message is too long to send', message: 'Please shorten it and send it again. Use your browser’s Back button: what you typed is still in the form.' },
  'file too large': { status: 413, heading: 'Your file is too large to send', message: `${FILE_TOO_LARGE} Use your browser’s Back button: what you typed is still in the form.` },
} as const

export type Refusal = keyof typeof REFUSALS

/** Astro's ActionError codes for the statuses above (astro:actions, ActionError.statusToCode). */
const ACTION_CODES: Record<number, string> = { 400: 'BAD_REQUEST', 403: 'FORBIDDEN', 405: 'METHOD_NOT_ALLOWED', 413: 'CONTENT_TOO_LARGE', 429: 'TOO_MANY_REQUESTS' }
const ACTION_RPC = /^\/_actions\//

/** A refused body no larger than this is read and dropped, not held: the connection stays usable. */
export const DROPPED_REST_BYTES = 64 * 1024

/** How long a refused sender's connection is held, unread, before it is cut. */
export const LINGER_MS = 5000

/**
 * A body refused before the app saw it (`headers`: a 405's Allow, a 429's Retry-After). The answer goes out at once and nothing more is read: the
 * connection is paused (the sender's upload waits on TCP, costing us nothing), so the sender
 * reads the page rather than a write error, and it is cut a few seconds later. Discarding the
 * rest instead cost a core for as long as 16 senders of 9 MiB kept sending.
 */
export function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal, facts: SiteFacts, headers: Readonly<Record<string, string>> = {}) {
  const { status, heading } = REFUSALS[refusal]
  const message = refusal === 'rate limited' ? messages.rateLimited(facts.phone.display) : refusal === 'cross site' ? messages.crossSite(facts.phone.display) : REFUSALS[refusal].message
  // A body read whole, or a rest small enough to drop (Node reads it off for us), leaves the
  // connection fit for the next request: a browser reuses it after a small refused post.
  const declared = req.headers['transfer-encoding'] === undefined ? Number(req.headers['content-length'] ?? 0) : Number.POSITIVE_INFINITY
  if (!req.complete && !(declared <= DROPPED_REST_BYTES)) {
    const socket = req.socket
    const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once('close', () => clearTimeout(cut))
    // After Node's own handling of the finished answer, which would pull the rest off the wire.
    res.once('finish', () => socket.pause())
  }
  if (ACTION_RPC.test(req.url ?? '')) {
    // An island's call (/_actions/NAME): an action error as Astro's client reads one, so the form says why.
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    return void res.end(JSON.stringify({ type: 'AstroActionError', code: ACTION_CODES[status], message }))
  }
  res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(plainPageHtml({ heading, message }, facts))
}
