/**
 * Issue 45, the company in WordPress mode: Settings → Practice's route keeps the company's legal
 * name and number, refuses a malformed one at the field, hands them to the site's check with the
 * proposed model and serves them in the model (larkspur/v1/practice), against a real WordPress
 * whose "website" is a stand-in (tests/wordpress/check-stand-in.ts) that keeps each model proposed.
 */
import { MODEL_BOUNDS as BOUNDS } from '@/practice/bounds'
import { embeddedPractice } from '../embedded-facts'
import { wpRest } from '../publish/wp-rest'
import { startCheckStandIn } from '../wordpress/check-stand-in'
import { startWordPress, wordpressRequired, type WordPressInstance } from '../wordpress/harness'

// Skipped without WordPress, but in CI that fails the file (wordpressRequired).
const available = wordpressRequired()
const secret = 'practice-settings-company-secret-0123456789'

type Company = { legal_name: string; number: string }
type Settings = { group: Record<string, unknown> & { company: Company }; fees: unknown; finance: unknown }
type Model = { group: { company?: { legalName: string; number: string } } }
type Refusal = { code: string; data: { status: number; problems: Array<{ field: string; message: string; introduced: boolean }> } }

describe.skipIf(!available.ok)("Settings → Practice's company in a real WordPress", () => {
  let wp: WordPressInstance
  let site: Awaited<ReturnType<typeof startCheckStandIn>>
  let rest: ReturnType<typeof wpRest>
  /** POSTs the settings as they are with this company: the status and the answer, whatever it is. */
  const save = async (company: Company) => {
    const settings = await rest.get<Settings>('larkspur/v1/settings')
    const { user, password } = wp.preview ?? { user: '', password: '' }
    const response = await fetch(new URL('larkspur/v1/settings', wp.baseUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...settings, group: { ...settings.group, company } }),
    })
    return { status: response.status, body: (await response.json()) as Settings & Refusal }
  }
  const stored = async () => (await rest.get<Settings>('larkspur/v1/settings')).group.company

  beforeAll(async () => {
    site = await startCheckStandIn()
    wp = await startWordPress({ firstPort: 8370, publish: { siteUrl: site.url, secret } })
    if (!wp.preview) throw new Error('no Application Password was made')
    rest = wpRest({ baseUrl: wp.baseUrl, ...wp.preview })
  }, 240_000)
  afterAll(async () => {
    await wp?.stop()
    await site?.close()
  })
  beforeEach(() => {
    site.state.mode = { kind: 'rule' }
    site.state.proposed.length = 0
  })
  const proposedCompanies = () => (site.state.proposed as Model[]).map((model) => model.group.company)

  it("is seeded with the embedded practice's company (scripts/wordpress/seed.php), so both modes show the same footer", async () => {
    const company = embeddedPractice().group.company
    expect(company).toBeDefined()
    expect(await stored()).toEqual({ legal_name: company?.legalName, number: company?.number })
  })

  it('keeps the legal name and number (the number as Companies House writes it), checks them with the site and serves them in the model', async () => {
    const saved = await save({ legal_name: 'Thameside Dental Ltd', number: ' sc 123456 ' })
    expect(saved.status).toBe(200)
    expect(saved.body.group.company).toEqual({ legal_name: 'Thameside Dental Ltd', number: 'SC123456' })
    expect(await stored()).toEqual({ legal_name: 'Thameside Dental Ltd', number: 'SC123456' })
    expect(proposedCompanies()).toEqual([{ legalName: 'Thameside Dental Ltd', number: 'SC123456' }])
    expect((await rest.get<Model>('larkspur/v1/practice')).group.company).toEqual({ legalName: 'Thameside Dental Ltd', number: 'SC123456' })
  })

  it("sends the company with the editor's check while typing, the number as the save would keep it", async () => {
    const settings = await rest.get<Settings>('larkspur/v1/settings')
    await rest.post('larkspur/v1/check', { postType: 'settings', settings: { ...settings, group: { ...settings.group, company: { legal_name: 'Clyde Smiles Ltd', number: 'ni 612345' } } } })
    expect(proposedCompanies()).toEqual([{ legalName: 'Clyde Smiles Ltd', number: 'NI612345' }])
  })

  it('refuses a malformed number, a name without a number (or the other way) and a name past the bound, at the company field, keeping what was saved', async () => {
    await save({ legal_name: 'Thameside Dental Ltd', number: '08123456' })
    for (const company of [
      { legal_name: 'Thameside Dental Ltd', number: '0812345' },
      { legal_name: 'Thameside Dental Ltd', number: '081234567' },
      { legal_name: 'Thameside Dental Ltd', number: 'S1234567' },
      { legal_name: 'Thameside Dental Ltd', number: 'SC12345X' },
      { legal_name: 'Thameside Dental Ltd', number: '' },
      { legal_name: '', number: '08123456' },
      { legal_name: 'T'.repeat(BOUNDS.name + 1), number: '08123456' },
    ]) {
      const refused = await save(company)
      expect(refused.status, JSON.stringify(company)).toBe(400)
      expect(refused.body.data.problems).toEqual([expect.objectContaining({ field: 'group.company', introduced: true })])
    }
    expect(proposedCompanies()).toEqual([{ legalName: 'Thameside Dental Ltd', number: '08123456' }])
    expect(await stored()).toEqual({ legal_name: 'Thameside Dental Ltd', number: '08123456' })
  })

  it("puts the site's problem with the company on the company field, and keeps the name as its bound allows", async () => {
    // The site names a problem of the company as its check places it: the group's field 'company'.
    site.state.mode = { kind: 'problems', problems: [{ where: 'group.company.legalName', record: { kind: 'group' }, field: 'company', message: 'Not this name.', introduced: true }] }
    const refused = await save({ legal_name: 'Refused By The Site Ltd', number: '08123456' })
    expect(refused.status).toBe(422)
    expect(refused.body.data.problems).toEqual([expect.objectContaining({ field: 'group.company', message: 'Not this name.' })])
    site.state.mode = { kind: 'rule' }
    expect((await save({ legal_name: 'T'.repeat(BOUNDS.name), number: '08123456' })).status).toBe(200)
  })

  it('takes both left empty as no company: none in the model', async () => {
    expect((await save({ legal_name: '', number: '' })).status).toBe(200)
    expect(await stored()).toEqual({ legal_name: '', number: '' })
    expect((await rest.get<Model>('larkspur/v1/practice')).group).not.toHaveProperty('company')
  })
})
