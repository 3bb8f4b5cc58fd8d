/**
 * Issue 45, "the same rules at save in WordPress, for pages and posts too": a real WordPress with
 * our plugins asks a website that runs the real check (src/publish/handle-content-check.ts, in the
 * practice check's worker, against the embedded model) before it keeps a page, a post or a team
 * member. As an editor, the three counter-examples are refused with a 4xx naming the rule;
 * an honest post is kept; with the site down, a post is kept (the page gate is then the guard).
 */
import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { embeddedPractice } from '../embedded-facts'
import { createRateLimiter } from '@/lib/rate-limit'
import { CHECK_BUDGET, createCheckPool, sourceWorker } from '@/publish/check-worker/pool'
import { handleContentCheck } from '@/publish/handle-content-check'
import { harnessUsers } from '../../scripts/wordpress/users'
import { wpRest } from '../publish/wp-rest'
import { startWordPress, wordpressRequired, type WordPressInstance } from '../wordpress/harness'

const available = wordpressRequired()
const secret = 'content-check-secret-0123456789abcdef'

/** The website as WordPress's save check sees it: the real content check; anything else (webhooks) 200. */
function startSite(pool: ReturnType<typeof createCheckPool>) {
  const practice = embeddedPractice()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.url !== '/api/content/check') return void res.writeHead(200).end('{}')
      const request = new Request(`http://site.test${req.url}`, { method: 'POST', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) })
      void handleContentCheck(request, { secret, limiter: createRateLimiter(1000), practice: () => Promise.resolve(practice), check: pool.check, clientAddress: '127.0.0.1', log: () => undefined }).then(async (response) => {
        res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text())
      })
    })
  })
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe.skipIf(!available.ok)('pages, posts and team members are checked at save', () => {
  const pool = createCheckPool(sourceWorker(), CHECK_BUDGET, () => undefined)
  let site: Server
  let wp: WordPressInstance
  let editor: ReturnType<typeof wpRest>
  /** 'kept', or the error naming the answer's status and text. */
  const save = (route: string, body: unknown) => editor.post(route, body).then(() => 'kept', (error: Error) => error.message)

  beforeAll(async () => {
    site = await startSite(pool)
    wp = await startWordPress({ firstPort: 8330, publish: { siteUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, secret } })
    const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'wordpress', 'app-password.php')
    const made = JSON.parse(execFileSync('php', [script, 'content check', harnessUsers.editor.login], { env: { ...process.env, WP_HARNESS_PORT: String(wp.port) }, encoding: 'utf8' }).trim().split('\n').pop() ?? '') as { user: string; password: string }
    editor = wpRest({ baseUrl: wp.baseUrl, ...made })
  }, 240_000)
  afterAll(async () => {
    await wp?.stop()
    site?.closeAllConnections()
    await new Promise((resolve) => site?.close(resolve))
    await pool.close()
  })

  it('refuses a post promoting finance with a rate and no representative example: 422 naming credit-example', async () => {
    expect(await save('wp/v2/posts', { title: 'Straighter teeth', content: '<p>Invisalign from £233.34 per month at 0% APR.</p>', status: 'publish' })).toMatch(/answered 422.*credit-example/)
  })

  it('refuses a post pricing a prescription-only medicine in words: 422 naming prescription-only', async () => {
    expect(await save('wp/v2/posts', { title: 'Smooth lines', content: '<p>Botox from 9 pounds a unit.</p>', status: 'publish' })).toMatch(/answered 422.*prescription-only/)
  })

  it('refuses a page at a new slug with superlatives, painless and guaranteed claims: 422 naming each rule', async () => {
    const answer = await save('wp/v2/pages', { title: 'Maidenhead', slug: 'best-dentist-maidenhead', content: '<p>The best dentist in Maidenhead, painless and guaranteed.</p>', status: 'publish' })
    expect(answer).toMatch(/answered 422/)
    expect(answer).toContain('Not saved, against superlative, painless, guarantee')
  })

  it('refuses publishing a draft that breaks a rule (the draft itself is kept: it is not served)', async () => {
    const draft = await editor.post('wp/v2/posts', { title: 'Finance news', content: '<p>Interest-free finance on implants.</p>', status: 'draft' })
    expect(await save(`wp/v2/posts/${draft.id}`, { status: 'publish' })).toMatch(/answered 422.*credit-example/)
    expect((await editor.get(`wp/v2/posts/${draft.id}?context=edit`)).status).toBe('draft')
  })

  it('keeps an honest post, and its honest edit', async () => {
    const post = await editor.post('wp/v2/posts', { title: 'Brushing well', content: '<p>Brush twice a day with a fluoride toothpaste.</p>', status: 'publish' })
    expect(post.status).toBe('publish')
    expect(await save(`wp/v2/posts/${post.id}`, { content: '<p>Brush twice a day, and clean between your teeth.</p>' })).toBe('kept')
  })

  it('refuses a team member called a specialist who is on no specialist list: 422 naming specialist', async () => {
    const [member] = await editor.get<Array<{ id: number; meta: { role: string } }>>('wp/v2/team?context=edit&per_page=1')
    if (!member) throw new Error('no team member seeded')
    expect(await save(`wp/v2/team/${member.id}`, { meta: { role: 'Specialist in implants', specialist_list: '' } })).toMatch(/answered 422.*specialist/)
    expect((await editor.get<{ meta: { role: string } }>(`wp/v2/team/${member.id}?context=edit`)).meta.role).toBe(member.meta.role)
  })

  it('keeps the post when the site cannot be reached: the page gate is then the guard', async () => {
    site.closeAllConnections()
    await new Promise((resolve) => site.close(resolve))
    const post = await editor.post('wp/v2/posts', { title: 'Straighter teeth', content: '<p>Invisalign from £233.34 per month at 0% APR.</p>', status: 'publish' })
    expect(post.status).toBe('publish')
  })
})
