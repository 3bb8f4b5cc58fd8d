import { createRateLimiter } from '@/lib/rate-limit'
import { handleWebhook, type WebhookDeps } from './handle-webhook'
import { signWebhook } from './signature'
import { createUsedOnce } from './used-once'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const nowMs = 1_800_000_000_000
const nowS = nowMs / 1000

const postChange = {
  delivery: 'd-1',
  event: 'post.updated',
  type: 'post',
  id: 7,
  slug: 'new-title',
  oldSlug: 'old-title',
  status: 'publish',
  oldStatus: 'publish',
  categories: ['implants'],
  categoryIds: [4],
  oldCategories: ['invisalign'],
  oldCategoryIds: [3],
}

function setup(overrides: Partial<WebhookDeps> = {}) {
  const revalidated: string[] = []
  const deps: WebhookDeps = {
    secret,
    limiter: createRateLimiter(100),
    deliveries: createUsedOnce({ prefix: 'test:', now: () => nowMs }),
    clientAddress: '192.0.2.80',
    revalidate: (tag) => revalidated.push(tag),
    now: () => nowMs,
    log: () => undefined,
    ...overrides,
  }
  const send = (body: string, headers: Record<string, string>) =>
    handleWebhook(new Request('http://site.test/api/revalidate', { method: 'POST', body, headers }), deps)
  const signed = (body: string, timestamp = nowS) =>
    send(body, { 'x-webhook-timestamp': String(timestamp), 'x-webhook-signature': signWebhook(secret, timestamp, body) })
  return { revalidated, send, signed }
}

describe('POST /api/revalidate', () => {
  it('revalidates the post by both slugs, the lists it was and is in, and the footer date, and says so', async () => {
    const { revalidated, signed } = setup()
    const response = await signed(JSON.stringify(postChange))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = (await response.json()) as { revalidated: string[]; touches: string[] }
    expect(revalidated).toEqual(answer.revalidated)
    expect(revalidated).toEqual(
      expect.arrayContaining(['post:new-title', 'post:old-title', 'posts:blog', 'posts:all', 'posts:category:3', 'posts:category:4', 'last-updated']),
    )
    // Not every category's list, and not the whole site.
    expect(revalidated).not.toContain('content')
    expect(revalidated.filter((tag) => tag.startsWith('posts:category:'))).toHaveLength(2)
    expect(answer.touches.join(' ')).toContain('sitemap.xml')
  })

  it('revalidates a page by its slug only, plus the footer date', async () => {
    const { revalidated, signed } = setup()
    await signed(JSON.stringify({ event: 'page.updated', type: 'page', id: 3, slug: 'fees', status: 'publish' }))
    expect(revalidated.sort()).toEqual(['last-updated', 'page:fees'])
  })

  it('revalidates the team (its page and the homepage structured data) for a team member', async () => {
    const { revalidated, signed } = setup()
    const answer = await (await signed(JSON.stringify({ event: 'team.updated', type: 'team', id: 40, slug: 'dr-eleanor-marsh', status: 'publish' }))).json()
    expect(revalidated).toEqual(['team'])
    expect(answer.touches.join(' ')).toContain('/meet-the-team')
  })

  it('revalidates the practice model for a clinic, a treatment or the practice settings, with or without the post fields', async () => {
    for (const body of [
      { event: 'practice.updated', type: 'practice' },
      { event: 'practice.updated', type: 'practice', id: 12, slug: 'slough', status: 'publish', oldStatus: 'publish', categories: [] },
    ]) {
      const { revalidated, signed } = setup()
      const answer = await (await signed(JSON.stringify(body))).json()
      expect(revalidated).toEqual(['practice'])
      expect(answer.touches.join(' ')).toContain('prices')
    }
  })

  it('revalidates everything for npm run content:refresh', async () => {
    const { revalidated, signed } = setup()
    expect((await signed(JSON.stringify({ event: 'content.refresh', type: 'all' }))).status).toBe(200)
    expect(revalidated).toEqual(['content'])
  })

  it('revalidates a renamed category by both slugs, its listing and the category list', async () => {
    const { revalidated, signed } = setup()
    await signed(JSON.stringify({ event: 'category.edited', type: 'category', id: 6, slug: 'healthy-mouths', oldSlug: 'oral-health' }))
    expect(revalidated.sort()).toEqual(['categories', 'category:healthy-mouths', 'category:oral-health', 'posts:category:6'])
  })

  it.each([
    ['unsigned', () => ({})],
    ['forged', (body: string) => ({ 'x-webhook-timestamp': String(nowS), 'x-webhook-signature': signWebhook('another-secret-of-the-same-length-000000', nowS, body) })],
    ['replayed after 5 minutes', (body: string) => ({ 'x-webhook-timestamp': String(nowS - 301), 'x-webhook-signature': signWebhook(secret, nowS - 301, body) })],
  ])('answers 401 to a %s webhook and revalidates nothing', async (_, headers) => {
    const { revalidated, send } = setup()
    const body = JSON.stringify(postChange)
    const response = await send(body, headers(body) as Record<string, string>)
    expect(response.status).toBe(401)
    expect(revalidated).toEqual([])
  })

  it('answers 409 to a replay of a delivery it has accepted, until its timestamp expires, and revalidates nothing more (issue 27, point 9)', async () => {
    const { revalidated, send } = setup()
    const body = JSON.stringify(postChange)
    const headers = { 'x-webhook-timestamp': String(nowS - 10), 'x-webhook-signature': signWebhook(secret, nowS - 10, body) }
    expect((await send(body, headers)).status).toBe(200)
    const count = revalidated.length
    const replay = await send(body, headers)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toEqual({ error: 'this delivery was already received' })
    // Upper-case hex is the same signature, not a new delivery.
    expect((await send(body, { ...headers, 'x-webhook-signature': headers['x-webhook-signature'].toUpperCase().replace('SHA256=', 'sha256=') })).status).toBe(409)
    expect(revalidated).toHaveLength(count)
    // The same change signed afresh (as WordPress's retries are) is a new delivery.
    expect((await send(body, { 'x-webhook-timestamp': String(nowS), 'x-webhook-signature': signWebhook(secret, nowS, body) })).status).toBe(200)
  })

  it('answers 400 with a clear message to a signed body it cannot read', async () => {
    const { revalidated, signed } = setup()
    const notJson = await signed('{"type":')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'the body is not JSON' })
    const wrongShape = await signed(JSON.stringify({ type: 'post', slug: 'x' }))
    expect(wrongShape.status).toBe(400)
    expect(((await wrongShape.json()) as { error: string }).error).toMatch(/not a change we understand.*id/s)
    expect(revalidated).toEqual([])
  })

  it('answers 404 when no secret is configured', async () => {
    const { signed } = setup({ secret: undefined })
    expect((await signed(JSON.stringify(postChange))).status).toBe(404)
  })

  it('answers 429 once the rate limit is reached', async () => {
    const { signed } = setup({ limiter: createRateLimiter(2) })
    const body = JSON.stringify(postChange)
    expect((await signed(body, nowS)).status).toBe(200)
    expect((await signed(body, nowS - 1)).status).toBe(200)
    const refused = await signed(body, nowS - 2)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
  })

  it('counts the trusted client address, not what the caller writes in X-Forwarded-For', async () => {
    const { send } = setup({ limiter: createRateLimiter(2) })
    const statuses = []
    for (let index = 0; index < 3; index += 1) statuses.push((await send('{}', { 'x-forwarded-for': `198.51.100.${index}` })).status)
    expect(statuses).toEqual([401, 401, 429])
  })

  it('refuses an oversized body before reading it as JSON', async () => {
    const { signed } = setup()
    expect((await signed(`{"pad":"${'x'.repeat(70_000)}"}`)).status).toBe(413)
  })
})
