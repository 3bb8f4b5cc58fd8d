/** Small helpers for the publish browser tests: polling the site and signing webhooks by hand. */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { signWebhook } from '../../src/publish/signature'

export const SITE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100'

/** Fetches a page of the site as a fresh visitor would (no cookies). */
export async function visit(pathname: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(new URL(pathname, SITE), { redirect: 'manual' })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/**
 * Polls until `ok` holds and answers how long that took, in ms; throws with the last answer when
 * `limitMs` passes first.
 */
export async function within(limitMs: number, pathname: string, ok: (page: { status: number; text: string }) => boolean): Promise<number> {
  const started = Date.now()
  let last = { status: 0, text: '' }
  while (Date.now() - started < limitMs) {
    last = await visit(pathname)
    if (ok(last)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${pathname} did not change within ${limitMs} ms (last status ${last.status})`)
}

export function sendWebhook(body: string, headers: Record<string, string>) {
  return fetch(new URL('/api/revalidate', SITE), { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
}

export function signedHeaders(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return { 'x-webhook-timestamp': String(timestamp), 'x-webhook-signature': signWebhook(secret, timestamp, body) }
}

/** Changes content in WordPress's database behind every hook: no webhook follows. */
export function silentEdit(wpPort: string, id: number, html: string) {
  execFileSync('php', [path.join(import.meta.dirname, '..', 'wordpress', 'silent-edit.php'), String(id), html], {
    env: { ...process.env, WP_HARNESS_PORT: wpPort },
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether a list's post card (its 'Read More' link) names this title; the sidebar's links do not count. */
export function hasCard(html: string, title: string): boolean {
  return new RegExp(`Read More<span class="sr-only">: (<!-- -->)?${escapeRegExp(title)}`).test(html)
}
