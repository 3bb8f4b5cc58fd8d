/**
 * Issue 44, "every way into WordPress is checked": each way a clinic or a treatment can be written
 * besides the block editor's REST save, against a real WordPress with our plugins whose "website"
 * is a stand-in answering the check contract with one rule (one main clinic), or with what a site
 * answers when it cannot check (413, 422, a 5xx, no answer at all). Each test fails on the plugin
 * before issue 44: Quick Edit and Bulk Edit, a scheduled publication, an autosave that publishes,
 * an untrash, XML-RPC's custom fields, a date no calendar has, a password-protected record in REST,
 * a field written around REST, and the bound on records.
 */
import { execFile } from 'node:child_process'
import { copyFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { stateDir } from '../../scripts/wordpress/install-publish'
import { wpRest } from '../publish/wp-rest'
import { startWordPress, wordpressRequired, type WordPressInstance } from '../wordpress/harness'
import { adminSession, xmlrpc, type AdminSession } from '../wordpress/admin-session'
import { startCheckStandIn, type CheckMode } from '../wordpress/check-stand-in'

// Skipped without WordPress, but in CI that fails the file (wordpressRequired).
const available = wordpressRequired()
const helper = path.join(import.meta.dirname, '..', 'wordpress', 'write-paths.php')
const secret = 'practice-write-paths-secret-0123456789'
const run = promisify(execFile)

type Model = { group: { clinics: Array<{ slug: string }> }; treatments: Array<{ slug: string; cases: unknown[] }> }

describe('the WordPress harness in CI', () => {
  it('fails a WordPress suite in CI when WordPress cannot be used, and lets it skip elsewhere', () => {
    const missing = { ok: false, reason: 'mariadbd not found' } as const
    expect(() => wordpressRequired({ CI: 'true' }, missing)).toThrow('WordPress is required in CI and could not be used: mariadbd not found')
    expect(wordpressRequired({}, missing)).toEqual(missing)
    expect(wordpressRequired({ CI: 'true' }, { ok: true })).toEqual({ ok: true })
  })
})

describe.skipIf(!available.ok)('every way into WordPress is checked', () => {
  let wp: WordPressInstance
  let site: Awaited<ReturnType<typeof startCheckStandIn>>
  let rest: ReturnType<typeof wpRest>
  let admin: AdminSession
  // Not execFileSync: the stand-in site answers WordPress's webhooks from this process while PHP runs.
  const cli = async (...args: string[]) => (await run('php', [helper, ...args], { encoding: 'utf8', env: { ...process.env, WP_HARNESS_PORT: String(wp.port) } })).stdout.trim()
  const idOf = async (type: 'clinics' | 'treatments', slug: string) => (await rest.get<Array<{ id: number }>>(`wp/v2/${type}?slug=${slug}&status=publish,future,draft,trash&context=edit&_fields=id`))[0]?.id ?? 0
  const record = (type: 'clinics' | 'treatments', id: number) => rest.get<{ status: string; slug: string; meta: Record<string, unknown> }>(`wp/v2/${type}/${id}?context=edit`)
  const refusal = (method: string, route: string, body?: unknown) => rest.call<unknown>(method, route, body).then(() => 'kept', (error: Error) => error.message)
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 19)

  /** Posts an admin form (with the posts list's nonce) that would take the main clinic to draft: the answer, and its status after; it is put back whatever happened. */
  async function mainClinicToDraft(route: string, nonceField: string, form: (id: string) => Record<string, string>) {
    const maidenhead = await idOf('clinics', 'maidenhead')
    const nonce = admin.field(await admin.page('wp-admin/edit.php'), nonceField)
    try {
      const answered = await admin.post(route, { [nonceField]: nonce, ...form(String(maidenhead)) })
      return { answered, after: (await record('clinics', maidenhead)).status }
    } finally {
      await cli('status', String(maidenhead), 'publish')
    }
  }

  beforeAll(async () => {
    site = await startCheckStandIn()
    wp = await startWordPress({ firstPort: 8290, publish: { siteUrl: site.url, secret } })
    if (!wp.preview) throw new Error('no Application Password was made')
    rest = wpRest({ baseUrl: wp.baseUrl, ...wp.preview })
    await copyFile(path.join(import.meta.dirname, '..', 'wordpress', 'untrash-previous-status.php'), path.join(await stateDir(wp.port), 'wp-content', 'mu-plugins', 'untrash-previous-status.php'))
    admin = await adminSession(wp.homeUrl, wp.admin)
  }, 240_000)
  afterAll(async () => {
    await wp?.stop()
    await site?.close()
  })
  beforeEach(() => {
    site.state.mode = { kind: 'rule' }
  })

  it("asks the site once for a REST save of a treatment: the row's own hooks do not check it again", async () => {
    const veneers = await idOf('treatments', 'veneers')
    const { meta } = await record('treatments', veneers)
    site.state.checks = 0
    await rest.post(`wp/v2/treatments/${veneers}`, { status: 'publish', meta: { visits: meta.visits } })
    expect(site.state.checks).toBe(1)
  })

  it('offers no Quick Edit or Bulk Edit for clinics, and refuses on the server a Quick Edit save taking the main clinic to draft', async () => {
    const list = await admin.page('wp-admin/edit.php?post_type=larkspur_clinic')
    expect(list).toContain('Maidenhead')
    expect(list).not.toMatch(/class="button-link editinline"/)
    expect(list).not.toMatch(/<option value="edit"/)
    // The nonce is the same for every list (inlineeditnonce): the posts list has it.
    const { answered, after } = await mainClinicToDraft('wp-admin/admin-ajax.php', '_inline_edit', (id) => ({ action: 'inline-save', post_ID: id, post_type: 'larkspur_clinic', post_title: 'Maidenhead', post_name: 'maidenhead', _status: 'draft', screen: 'edit-larkspur_clinic' }))
    expect(answered.text).toMatch(/Quick Edit is not available for clinics and treatments/)
    expect(after).toBe('publish')
  })

  it('refuses a Bulk Edit of clinics on the server, whichever list sends it', async () => {
    const { answered, after } = await mainClinicToDraft('wp-admin/edit.php', '_wpnonce', (id) => ({ post_type: 'post', action: 'edit', 'post[]': id, _status: 'draft', bulk_edit: 'Update' }))
    expect(answered.status).toBe(403)
    expect(answered.text).toMatch(/Bulk Edit is not available for clinics and treatments/)
    expect(after).toBe('publish')
  })

  it('refuses a scheduled second main clinic, and a publication dated ahead (WordPress would schedule it)', async () => {
    const slough = await idOf('clinics', 'slough')
    try {
      expect(await refusal('POST', `wp/v2/clinics/${slough}`, { status: 'future', date: tomorrow(), meta: { main: true } })).toMatch(/answered 400: .*larkspur_practice_scheduled/)
      expect(await refusal('POST', `wp/v2/clinics/${slough}`, { date: tomorrow() })).toMatch(/answered 400: .*larkspur_practice_scheduled/)
      expect(await record('clinics', slough)).toMatchObject({ status: 'publish', meta: { main: false } })
    } finally {
      await cli('status', String(slough), 'publish')
      await cli('meta', String(slough), 'main', 'false')
    }
  })

  it("lets no autosave publish one's own draft or change its slug", async () => {
    const draft = await rest.post<{ id: number }>('wp/v2/clinics', { title: 'Windsor', slug: 'windsor', status: 'draft' })
    try {
      expect(await refusal('POST', `wp/v2/clinics/${draft.id}/autosaves`, { status: 'publish' })).toMatch(/answered 400: .*larkspur_practice_autosave/)
      expect(await refusal('POST', `wp/v2/clinics/${draft.id}/autosaves`, { slug: 'eton' })).toMatch(/answered 400: .*larkspur_practice_autosave/)
      expect(await record('clinics', draft.id)).toMatchObject({ status: 'draft', slug: 'windsor' })
      // An autosave of what it may change still works.
      await rest.post(`wp/v2/clinics/${draft.id}/autosaves`, { title: 'Windsor (new)' })
    } finally {
      await cli('delete', String(draft.id))
    }
  })

  it('checks an untrash that brings a record back published: a second main clinic is refused', async () => {
    const copy = Number(await cli('copy', String(await idOf('clinics', 'maidenhead')), 'eton', 'trash', '{"main":true}'))
    try {
      const trash = await admin.page('wp-admin/edit.php?post_status=trash&post_type=larkspur_clinic')
      const nonce = new RegExp(`post\\.php\\?post=${copy}&amp;action=untrash&amp;_wpnonce=([0-9a-f]+)`).exec(trash)?.[1] ?? ''
      const restored = await admin.get(`wp-admin/post.php?post=${copy}&action=untrash&_wpnonce=${nonce}`)
      expect(restored.status).toBe(422)
      expect(restored.text).toMatch(/Only one clinic can be the main clinic/)
      expect((await record('clinics', copy)).status).toBe('trash')
    } finally {
      await cli('delete', String(copy))
    }
  })

  it("refuses XML-RPC's custom fields on a treatment with a fault, and a non-array cases written anyway does not break the model", async () => {
    const veneers = await idOf('treatments', 'veneers')
    const fields = [{ key: 'cases_unretouched', value: '1' }, { key: 'cases', value: 'not a list' }]
    try {
      const answered = await xmlrpc(wp.homeUrl, 'wp.editPost', [1, wp.admin.user, wp.admin.password, veneers, { custom_fields: fields }])
      expect(answered).toMatch(/<name>faultCode<\/name>\s*<value><int>403<\/int><\/value>/)
      expect(answered).toMatch(/&quot;cases_unretouched&quot; is changed in the treatment&#039;s editor/)
      expect((await record('treatments', veneers)).meta).toMatchObject({ cases_unretouched: false, cases: [] })
      // Written anyway, around WordPress: the endpoint still answers, without the cases.
      await cli('meta', String(veneers), 'cases_unretouched', 'true')
      await cli('meta', String(veneers), 'cases', '"not a list"')
      const practice = await fetch(`${wp.baseUrl}larkspur/v1/practice`)
      expect(practice.status).toBe(200)
      expect(((await practice.json()) as Model).treatments.find((treatment) => treatment.slug === 'veneers')?.cases).toEqual([])
    } finally {
      await cli('meta', String(veneers), 'cases', 'null')
      await cli('meta', String(veneers), 'cases_unretouched', 'null')
    }
  })

  it("refuses the practice's settings written anywhere but Settings → Practice (here Settings → All, options.php)", async () => {
    const before = await rest.get<{ finance: unknown }>('larkspur/v1/settings')
    const nonce = admin.field(await admin.page('wp-admin/options.php'), '_wpnonce')
    const sent = await admin.post('wp-admin/options.php', { option_page: 'options', action: 'update', _wpnonce: nonce, page_options: 'larkspur_practice_finance', larkspur_practice_finance: '{"products": "none"}' })
    expect(sent.status).toBe(403)
    expect(sent.text).toMatch(/changed in Settings → Practice/)
    expect((await rest.get<{ finance: unknown }>('larkspur/v1/settings')).finance).toEqual(before.finance)
  })

  it('refuses a date no calendar has (2026-13-01) where the pattern passes it', async () => {
    const slough = await idOf('clinics', 'slough')
    const exceptions = [{ date: '2026-13-01', reason: 'Staff training' }]
    expect(await refusal('POST', `wp/v2/clinics/${slough}`, { meta: { exceptions } })).toMatch(/answered 400: .*meta\.exceptions\[0\]\[date\] is not a date/)
    const checked = await rest.post<{ problems: Array<{ field: string; message: string }> }>('larkspur/v1/check', { postType: 'larkspur_clinic', id: slough, record: { meta: { exceptions } } })
    expect(checked.problems).toEqual([expect.objectContaining({ field: 'exceptions', message: expect.stringMatching(/2026-13-01/) })])
  })

  it("serves no password-protected clinic in the core routes' view context, its meta included", async () => {
    const slough = await idOf('clinics', 'slough')
    await rest.post(`wp/v2/clinics/${slough}`, { password: 'staff-only' })
    try {
      const listed = (await (await fetch(`${wp.baseUrl}wp/v2/clinics?per_page=100`)).json()) as Array<{ slug: string }>
      expect(listed.map((clinic) => clinic.slug)).not.toContain('slough')
      expect(listed.length).toBeGreaterThan(0)
      expect((await fetch(`${wp.baseUrl}wp/v2/clinics/${slough}`)).status).toBe(404)
      expect((await record('clinics', slough)).meta).toHaveProperty('phone')
    } finally {
      await rest.post(`wp/v2/clinics/${slough}`, { password: '' })
    }
  })

  it.each([
    [{ kind: 'status', status: 413, error: 'body larger than 2229248 bytes' }, /refused to check this change: body larger than/],
    [{ kind: 'status', status: 422, error: 'too large to check' }, /refused to check this change: too large to check/],
    [{ kind: 'status', status: 422, error: 'too many problems' }, /refused to check this change: too many problems/],
    [{ kind: 'status', status: 500, error: 'internal error' }, /could not check this change \(internal error\)/],
    [{ kind: 'silent' }, /stopped answering while it checked this change/],
  ] as Array<[CheckMode, RegExp]>)('refuses a save the site took and did not pass (%o)', async (given, said) => {
    const slough = await idOf('clinics', 'slough')
    site.state.mode = given
    try {
      expect(await refusal('POST', `wp/v2/clinics/${slough}`, { meta: { by_car: 'Park in the square.' } })).toMatch(new RegExp(`answered 422: .*larkspur_practice_refused.*${said.source}`))
    } finally {
      site.release()
    }
    site.state.mode = { kind: 'rule' }
    expect((await record('clinics', slough)).meta.by_car).not.toBe('Park in the square.')
  })

  it('refuses, unsent, a save that would leave the model past its bound in bytes, whether or not the site could answer', async () => {
    const [slough, maidenhead] = [await idOf('clinics', 'slough'), await idOf('clinics', 'maidenhead')]
    const bytes = Number(await cli('bound', 'modelBytes'))
    const byCar = (await record('clinics', slough)).meta.by_car
    // Written around WordPress (only the host's command line can): the stored model is now too large.
    await cli('long', String(slough), 'by_car', String(bytes))
    try {
      site.state.checks = 0
      expect(await refusal('POST', `wp/v2/clinics/${maidenhead}`, { meta: { by_car: 'Park in the square.' } })).toMatch(new RegExp(`answered 422: .*more than the ${bytes} it can check`))
      expect(site.state.checks).toBe(0)
    } finally {
      await cli('meta', String(slough), 'by_car', JSON.stringify(byCar))
    }
  })

  it('refuses publishing a clinic past the bound on clinics', async () => {
    const bound = Number(await cli('bound', 'clinics'))
    const served = (await rest.get<Model>('larkspur/v1/practice')).group.clinics.length
    const copies = JSON.parse(await cli('copies', String(await idOf('clinics', 'slough')), String(bound - served))) as number[]
    try {
      expect((await rest.get<Model>('larkspur/v1/practice')).group.clinics).toHaveLength(bound)
      expect(await refusal('POST', 'wp/v2/clinics', { title: 'Windsor', slug: 'windsor', status: 'publish' })).toMatch(new RegExp(`answered 422: .*at most ${bound} clinics`))
      expect(await idOf('clinics', 'windsor')).toBe(0)
    } finally {
      await cli('delete', ...copies.map(String))
    }
  }, 60_000)
})
