import path from 'node:path'
import { decode } from 'html-entities'
import { readPractice } from '@/content/local/practice'
import { readTeam } from '@/content/local/files'
import { expandPlaceholders } from './placeholders'
import { formatPrice, openingLine, telHref } from './wording'
import { headlinePrice, mainClinic } from './facts'

const contentDir = path.join(process.cwd(), 'content')
const load = async () => readPractice(contentDir, (await readTeam(contentDir)).map((member) => member.slug))

describe('placeholders in running text', () => {
  it("answers a treatment's headline price, and one option's", async () => {
    const practice = await load()
    const veneers = practice.treatments.find((treatment) => treatment.slug === 'veneers')
    const invisalign = practice.treatments.find((treatment) => treatment.slug === 'invisalign')
    if (!veneers || !invisalign) throw new Error('no veneers or invisalign in the model')
    expect(expandPlaceholders(practice, 'Veneers cost [price veneers].').text).toBe(`Veneers cost ${headlinePrice(veneers)}.`)
    const comprehensive = invisalign.options.find((option) => option.name === 'Invisalign Comprehensive')
    if (!comprehensive) throw new Error('no Invisalign Comprehensive option')
    expect(expandPlaceholders(practice, '[price invisalign option="Invisalign Comprehensive"]').text).toBe(formatPrice(comprehensive))
  })

  it('answers an option by its id, and keeps answering it after the option is renamed (issue 35)', async () => {
    const practice = structuredClone(await load())
    const option = practice.treatments.find((treatment) => treatment.slug === 'invisalign')?.options[0]
    if (!option) throw new Error('no Invisalign option')
    const before = expandPlaceholders(practice, `[price ${option.id}]`)
    expect(before).toEqual({ text: formatPrice(option), unknown: [] })
    option.name = `${option.name} (renamed)`
    expect(expandPlaceholders(practice, `[price ${option.id}]`)).toEqual(before)
    expect(expandPlaceholders(practice, '[price no-such-option]').unknown).toEqual(['[price no-such-option]'])
  })

  it('links the phone in HTML and writes it plain in text (a description)', async () => {
    const practice = await load()
    const main = mainClinic(practice.group)
    expect(expandPlaceholders(practice, 'Call [phone].').text).toBe(`Call ${main.phone}.`)
    expect(expandPlaceholders(practice, 'Call [phone].', { html: true }).text).toMatch(/^Call <a href="tel:\+44\d{10}">[\d ]+<\/a>\.$/)
    const other = practice.group.clinics.find((clinic) => !clinic.main)
    expect(expandPlaceholders(practice, `[phone ${other?.slug}]`).text).toBe(other?.phone)
  })

  it('writes the hours as the spec does, and a worked finance example as the calculator does', async () => {
    const practice = await load()
    expect(expandPlaceholders(practice, '[hours]').text).toBe(openingLine(mainClinic(practice.group).hours))
    expect(expandPlaceholders(practice, '[finance 395 6]').text).toContain('5 monthly payments of £65.84 and a final payment of £65.80')
    expect(expandPlaceholders(practice, 'from [finance min] to [finance max]').text).toBe('from £250 to £15,000')
  })

  it('reads quotes as WordPress writes them (&quot; and curly quotes)', async () => {
    const practice = await load()
    const straight = expandPlaceholders(practice, '[price invisalign option="Invisalign Lite"]').text
    expect(expandPlaceholders(practice, '[price invisalign option=&quot;Invisalign Lite&quot;]').text).toBe(straight)
    expect(expandPlaceholders(practice, '[price invisalign option=”Invisalign Lite”]').text).toBe(straight)
  })

  it('leaves Markdown links alone: their text is not a placeholder', async () => {
    const practice = await load()
    const text = 'Interest-free [finance](/finance), our [finance page](/finance) and [phone](/contact-us).'
    expect(expandPlaceholders(practice, text)).toEqual({ text, unknown: [] })
  })

  it('leaves what it cannot answer as written, and reports it', async () => {
    const practice = await load()
    const result = expandPlaceholders(practice, 'A [price unicorns] and [phone nowhere], a [link] and [finance 10 6].')
    expect(result.text).toBe('A [price unicorns] and [phone nowhere], a [link] and [finance 10 6].')
    expect(result.unknown).toEqual(['[price unicorns]', '[phone nowhere]', '[finance 10 6]'])
  })

  describe('in HTML (issue 34, point 8)', () => {
    const HOSTILE = `per <script>alert("x")</script> & 'tooth'`
    /** The embedded model with every option of veneers priced in a hostile unit. */
    const hostile = async () => {
      const practice = structuredClone(await load())
      const veneers = practice.treatments.find((treatment) => treatment.slug === 'veneers')
      if (!veneers) throw new Error('no veneers in the model')
      veneers.options = veneers.options.map((option) => ({ ...option, unit: HOSTILE }))
      return { practice, veneers }
    }

    it('escapes a model value holding markup, quotes and &, so the reader sees it as written', async () => {
      const { practice, veneers } = await hostile()
      const html = expandPlaceholders(practice, '<p>Veneers cost [price veneers].</p>', { html: true }).text
      expect(html).not.toContain('<script')
      expect(html).not.toMatch(/&(?![a-z]+;|#\d+;)/)
      expect(decode(html)).toBe(`<p>Veneers cost ${headlinePrice(veneers)}.</p>`)
    })

    it('answers in text nodes only: a placeholder in an attribute is left as written and the markup stays whole', async () => {
      const practice = await load()
      const main = mainClinic(practice.group)
      const source = '<p>Call [phone] or <a href="/contact-us" title="Call [phone]">write</a>.</p><img src="/a.jpg" alt="[price veneers]">'
      const html = expandPlaceholders(practice, source, { html: true }).text
      expect(html).toBe(source.replace('Call [phone] or', `Call <a href="${telHref(main.phone)}">${main.phone}</a> or`))
    })

    it('writes a phone number inside a link of the text as text, never a link inside a link', async () => {
      const practice = await load()
      const main = mainClinic(practice.group)
      const html = expandPlaceholders(practice, '<p><a href="/contact-us">Call [phone]</a> or [phone]</p>', { html: true }).text
      expect(html).toBe(`<p><a href="/contact-us">Call ${main.phone}</a> or <a href="${telHref(main.phone)}">${main.phone}</a></p>`)
    })

    it('leaves script and style alone, and reads a placeholder split by entities as one', async () => {
      const practice = await load()
      const source = '<style>a::after{content:"[phone]"}</style><p>[price invisalign option=&quot;Invisalign Lite&quot;] &amp; more</p>'
      const html = expandPlaceholders(practice, source, { html: true }).text
      expect(html).toContain('<style>a::after{content:"[phone]"}</style>')
      expect(html).toContain(`<p>${expandPlaceholders(practice, '[price invisalign option="Invisalign Lite"]').text} &amp; more</p>`)
    })
  })
})
