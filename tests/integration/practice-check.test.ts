/**
 * Issue 36, "the site checks every save before it is kept", the WordPress half: the practice
 * plugin's model as a save would leave it, the field each of the site's problems is put on, the
 * signature (computed here again with Node's crypto, as the site checks it), and the check route
 * and the refused REST writes against a real WordPress whose "website" is a stand-in answering the
 * check contract with one rule of its own (one main clinic). The site's real endpoint is tested
 * with it in tests/e2e/practice-check.spec.ts.
 */
import { execFile, execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { wpRest } from '../publish/wp-rest'
import { startWordPress, wordpressRequired, type WordPressInstance } from '../wordpress/harness'

// Skipped without WordPress, but in CI that fails the file (wordpressRequired).
const available = wordpressRequired()
const script = path.join(import.meta.dirname, '..', 'wordpress', 'practice-check.php')
const php = (args: string[], input: string, env: Record<string, string> = {}) => execFileSync('php', [script, ...args], { input, encoding: 'utf8', env: { ...process.env, ...env } }).trim()
const secret = 'practice-check-secret-0123456789-abcdef'
const expectedSignature = (timestamp: number, body: string) => `sha256=${createHmac('sha256', secret).update(`practice-check:${timestamp}:${body}`, 'utf8').digest('hex')}`

describe.skipIf(!available.ok)('the practice check, without WordPress', () => {
  it('signs a check request as the site verifies it: HMAC-SHA256 over practice-check:<timestamp>:<body>', () => {
    const body = JSON.stringify({ proposed: { name: 'Clínica «Sud» / 2' }, team: ['eleanor-marsh'] })
    expect(php(['signature', '1767225600', secret], body)).toBe(expectedSignature(1767225600, body))
    // Not the webhook's message (timestamp . body): a check request cannot pass as a webhook.
    expect(php(['signature', '1767225600', secret], body)).not.toBe(`sha256=${createHmac('sha256', secret).update(`1767225600${body}`).digest('hex')}`)
  })

  it("puts each of the site's problems on the edited record's meta key, or the settings field, or record-wide", () => {
    const clinic = { kind: 'clinic', slug: 'slough' }
    const treatment = { kind: 'treatment', slug: 'veneers' }
    const settings = { kind: 'settings' }
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [{ record: clinic, field: 'main' }, clinic, 'main'],
      [{ record: clinic, field: 'address' }, clinic, 'street'],
      [{ record: clinic, field: 'address', where: 'group.clinics[1].address.postcode' }, clinic, 'postcode'],
      [{ record: clinic, field: 'address.locality' }, clinic, 'locality'],
      [{ record: clinic, field: 'directions.publicTransport' }, clinic, 'public_transport'],
      [{ record: clinic, field: 'directions' }, clinic, 'public_transport'],
      [{ record: clinic, field: 'appointmentsPhone' }, clinic, 'appointments_phone'],
      [{ record: clinic, field: 'cqcLocation' }, clinic, 'cqc_location'],
      [{ record: clinic, field: 'bookingUrl' }, clinic, 'booking_url'],
      [{ record: clinic, field: 'bankHolidays' }, clinic, 'bank_holidays'],
      [{ record: clinic, field: 'hours' }, clinic, 'hours'],
      [{ record: clinic, field: 'name' }, clinic, ''],
      [{ record: { kind: 'clinic', slug: 'maidenhead' }, field: 'main' }, clinic, ''],
      [{ record: treatment, field: 'chairTime' }, treatment, 'chair_time'],
      [{ record: treatment, field: 'prescriptionOnly' }, treatment, 'prescription_only'],
      [{ record: treatment, field: 'options' }, treatment, 'options'],
      [{ record: treatment, field: 'cases' }, treatment, 'cases'],
      [{ record: treatment, field: null }, treatment, ''],
      [{ record: null, field: null }, treatment, ''],
      [{ record: { kind: 'group' }, field: 'documentTitle' }, settings, 'group.document_title'],
      [{ record: { kind: 'group' }, field: 'pricesReviewed' }, settings, 'group.prices_reviewed'],
      [{ record: { kind: 'fees' }, field: 'sections' }, settings, 'fees'],
      [{ record: { kind: 'fees' }, field: 'nhsBands' }, settings, 'nhs_bands'],
      [{ record: { kind: 'finance' }, field: 'broker' }, settings, 'finance'],
      [{ record: treatment, field: 'options' }, settings, ''],
    ]
    const found = JSON.parse(php(['fields'], JSON.stringify(cases.map(([problem, edited]) => ({ problem, edited }))))) as string[]
    expect(found).toEqual(cases.map(([, , field]) => field))
  })
})

type Model = { group: { name: string; clinics: Array<{ slug: string; name: string; main: boolean; phone: string }> }; treatments: Array<{ slug: string; name: string }> }
type Checked = { timestamp: number; verified: boolean; payload: { proposed: Model; current?: Model; team?: string[] } }
type Answer = { reachable: boolean; problems: Array<{ field: string; message: string; introduced: boolean; where?: string }> }

/** The site's rules this stand-in keeps: one main clinic (introduced where the current model has one), and a group with a name. */
function oneMain(proposed: Model, current?: Model) {
  if (proposed.group.name === '') return [{ where: 'group.name', record: { kind: 'group' }, field: 'name', message: 'The practice needs a name.', introduced: true }]
  const mains = proposed.group.clinics.filter((clinic) => clinic.main)
  const before = current?.group.clinics.filter((clinic) => clinic.main).length ?? 0
  if (mains.length === 0) return [{ where: 'group.clinics', record: null, field: null, message: 'No clinic is the main clinic.', introduced: before === 1 }]
  if (mains.length === 1) return []
  return mains.map((clinic) => ({ where: `clinic "${clinic.slug}"`, record: { kind: 'clinic', slug: clinic.slug }, field: 'main', message: 'Only one clinic can be the main clinic.', rule: 'one-main', introduced: before <= 1 }))
}

describe.skipIf(!available.ok)('the practice check in a real WordPress', () => {
  let wp: WordPressInstance
  let site: Server
  let rest: ReturnType<typeof wpRest>
  let answer503 = false
  let sitePort = 0
  /** Nothing listens on the site's port: the site cannot be reached (not the same as a site that takes the check and fails it). */
  const siteDown = () => new Promise<void>((resolve) => {
    site.close(() => resolve())
    site.closeAllConnections()
  })
  const siteUp = () => new Promise<void>((resolve) => site.listening ? resolve() : site.listen(sitePort, '127.0.0.1', resolve))
  const checked: Checked[] = []
  const model = (change: unknown): Model => JSON.parse(php(['model'], JSON.stringify(change), { WP_HARNESS_PORT: String(wp.port) })) as Model
  const check = (body: unknown) => rest.post<Answer>('larkspur/v1/check', body)
  const clinicId = async (slug: string) => (await rest.get<Array<{ id: number }>>(`wp/v2/clinics?slug=${slug}&_fields=id`))[0]?.id ?? 0

  beforeAll(async () => {
    site = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      req.on('end', () => {
        if (req.url !== '/api/practice/check') return void res.writeHead(200).end('{}')
        if (answer503) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down for a moment"}')
        const timestamp = Number(req.headers['x-webhook-timestamp'])
        const payload = JSON.parse(body) as Checked['payload']
        checked.push({ timestamp, verified: req.headers['x-webhook-signature'] === expectedSignature(timestamp, body), payload })
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ problems: oneMain(payload.proposed, payload.current) }))
      })
    })
    await new Promise<void>((resolve) => site.listen(Number(process.env.PRACTICE_CHECK_SITE_PORT ?? 0), '127.0.0.1', resolve))
    sitePort = (site.address() as AddressInfo).port
    wp = await startWordPress({ firstPort: 8240, publish: { siteUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, secret } })
    if (!wp.preview) throw new Error('no Application Password was made')
    rest = wpRest({ baseUrl: wp.baseUrl, ...wp.preview })
  }, 240_000)
  afterAll(async () => {
    await wp?.stop()
    await siteDown()
  })
  beforeEach(async () => {
    checked.length = 0
    answer503 = false
    await siteUp()
  })

  it('builds the model the endpoint serves, and the same model as a save, a trash or new record would leave it', async () => {
    const served = await rest.get<Model>('larkspur/v1/practice')
    expect(model({})).toEqual(served)
    const slough = await clinicId('slough')
    const slugs = (m: Model) => m.group.clinics.map((clinic) => clinic.slug)
    expect(slugs(model({ post: { type: 'larkspur_clinic', id: slough, status: 'draft' } }))).not.toContain('slough')
    expect(slugs(model({ post: { type: 'larkspur_clinic', id: slough, status: 'private' } }))).not.toContain('slough')
    expect(slugs(model({ post: { type: 'larkspur_clinic', id: slough, password: 'secret' } }))).not.toContain('slough')
    expect(slugs(model({ removed: slough }))).not.toContain('slough')
    const renamed = model({ post: { type: 'larkspur_clinic', id: slough, title: 'Slough Road', slug: 'slough-road', meta: { main: true } } })
    expect(renamed.group.clinics.find((clinic) => clinic.slug === 'slough-road')).toMatchObject({ name: 'Slough Road', main: true, phone: served.group.clinics.find((clinic) => clinic.slug === 'slough')?.phone })
    expect(renamed.treatments).toEqual(served.treatments)
    const added = model({ post: { type: 'larkspur_clinic', id: 0, title: 'Windsor', slug: 'windsor', status: 'publish', meta: { phone: '01632 960000' } } })
    expect(added.group.clinics.at(-1)).toMatchObject({ slug: 'windsor', name: 'Windsor', main: false, phone: '01632 960000' })
  })

  it('never serves a password-protected clinic', async () => {
    const slough = await clinicId('slough')
    await rest.post(`wp/v2/clinics/${slough}`, { password: 'staff-only' })
    try {
      const served = await rest.get<Model>('larkspur/v1/practice')
      expect(served.group.clinics.map((clinic) => clinic.slug)).not.toContain('slough')
    } finally {
      await rest.post(`wp/v2/clinics/${slough}`, { password: '' })
    }
  })

  it("answers the editor with the site's problems on their fields, signed, with the model now and after, and the team", async () => {
    const slough = await clinicId('slough')
    const answer = await check({ postType: 'larkspur_clinic', id: slough, record: { title: 'Slough', slug: 'slough', status: 'publish', meta: { main: true } } })
    expect(answer.reachable).toBe(true)
    expect(answer.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'main', introduced: true }),
        // The other main clinic's problem is that record's: shown record-wide, with where it is.
        expect.objectContaining({ field: '', where: 'clinic "maidenhead"', introduced: true }),
      ]),
    )
    const [request] = checked
    expect(request?.verified).toBe(true)
    expect(request?.payload.current?.group.clinics.filter((clinic) => clinic.main)).toHaveLength(1)
    expect(request?.payload.proposed.group.clinics.filter((clinic) => clinic.main)).toHaveLength(2)
    expect(request?.payload.team?.length).toBeGreaterThan(0)
  })

  it('refuses a REST write that introduces a problem (422, naming the field), and lets one through when the site cannot be reached', async () => {
    const slough = await clinicId('slough')
    const response = await rest.call<unknown>('POST', `wp/v2/clinics/${slough}`, { meta: { main: true } }).catch((error: Error) => error.message)
    expect(response).toMatch(/answered 422: .*larkspur_practice_refused.*main: Only one clinic/)
    expect((await rest.get<{ meta: { main: boolean } }>(`wp/v2/clinics/${slough}?context=edit`)).meta.main).toBe(false)
    await siteDown()
    expect((await check({ postType: 'larkspur_clinic', id: slough, record: { meta: { main: true } } })).reachable).toBe(false)
    await rest.post(`wp/v2/clinics/${slough}`, { meta: { main: true } })
    await siteUp()
    await rest.post(`wp/v2/clinics/${slough}`, { meta: { main: false } })
  })

  it('refuses a save when the site took the check and failed it (a 5xx is not "unreachable")', async () => {
    const slough = await clinicId('slough')
    answer503 = true
    const response = await rest.call<unknown>('POST', `wp/v2/clinics/${slough}`, { meta: { by_car: 'Park in the square.' } }).catch((error: Error) => error.message)
    expect(response).toMatch(/answered 422: .*larkspur_practice_refused.*could not check this change \(down for a moment\)/)
    expect((await rest.get<{ meta: { by_car: string } }>(`wp/v2/clinics/${slough}?context=edit`)).meta.by_car).not.toBe('Park in the square.')
  })

  it('refuses a meta value its schema refuses, naming the field, whether or not the site answers', async () => {
    const slough = await clinicId('slough')
    await siteDown()
    const answer = await check({ postType: 'larkspur_clinic', id: slough, record: { meta: { bank_holidays: 'sometimes' } } })
    expect(answer).toEqual({ reachable: false, problems: [expect.objectContaining({ field: 'bank_holidays', introduced: true })] })
    const response = await rest.call<unknown>('POST', `wp/v2/clinics/${slough}`, { meta: { bank_holidays: 'sometimes' } }).catch((error: Error) => error.message)
    // The field's schema answers first (400, fields.php), before the site's check would (422).
    expect(response).toMatch(/answered 400: .*bank_holidays/)
  })

  it('refuses to trash or delete a record whose removal introduces a problem (the main clinic)', async () => {
    const maidenhead = await clinicId('maidenhead')
    for (const query of ['', '?force=true']) {
      const response = await rest.call<unknown>('DELETE', `wp/v2/clinics/${maidenhead}${query}`).catch((error: Error) => error.message)
      expect(response).toMatch(/answered 422: .*larkspur_practice_refused.*No clinic is the main clinic/)
    }
    expect((await rest.get<{ status: string }>(`wp/v2/clinics/${maidenhead}?context=edit`)).status).toBe('publish')
  })

  it("puts a settings save's problems on the settings field (settings_problems, for the settings route)", async () => {
    // Not execFileSync: the stand-in site answers from this process while PHP waits on it.
    const settings = async (body: unknown) => {
      const child = execFile('php', [script, 'settings'], { env: { ...process.env, WP_HARNESS_PORT: String(wp.port) }, encoding: 'utf8' })
      let stdout = ''
      child.stdout?.on('data', (chunk: string) => (stdout += chunk))
      child.stdin?.end(JSON.stringify(body))
      await once(child, 'close')
      return JSON.parse(stdout) as Answer['problems']
    }
    expect(await settings({ group: { name: '' } })).toEqual([expect.objectContaining({ field: 'group.name', introduced: true, where: 'group.name' })])
    expect(await settings({ fees: { sections: [], nhs_bands: [] } })).toEqual([])
    expect(checked.at(-1)?.payload.proposed).toMatchObject({ fees: { sections: [], nhsBands: [] } })
  })
})
