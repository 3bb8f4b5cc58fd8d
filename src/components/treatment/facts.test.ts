import path from 'node:path'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import type { TeamMember } from '@/content/types'
import { calculateLoan, formatPence, longestProduct } from '@/finance'
import { headlineOption, mainClinic } from '@/practice/facts'
import { financeOf } from '@/practice/finance-facts'
import { withBrokenProducts } from '@/practice/finance.test-support'
import type { Practice, Treatment } from '@/practice/model'
import { bookingClinic, financeFor, treatmentFacts, treatmentFor } from './facts'

const contentDir = path.join(process.cwd(), 'content')

async function model() {
  const rows = await readTeam(contentDir)
  // The panel reads names, roles and GDC numbers; the portraits are the page's to make.
  const team = rows.map(({ portrait: _portrait, portraitAlt: _alt, ...member }): TeamMember => member)
  return { practice: await readPractice(contentDir, team.map((member) => member.slug)), team }
}

function record(practice: Practice, slug: string): Treatment {
  const treatment = treatmentFor(practice, slug)
  if (!treatment) throw new Error(`no treatment ${slug}`)
  return treatment
}

describe('a treatment page facts panel, from the practice model', () => {
  it('shows every priced option when there are several, and the headline as the cheapest "from"', async () => {
    const { practice, team } = await model()
    const several = practice.treatments.find((treatment) => treatment.options.length > 1)
    if (!several) throw new Error('no treatment with several options')
    const view = treatmentFacts(practice, several, team, '#getintouchform')
    expect(view.options.map((option) => option.name)).toEqual(several.options.map((option) => option.name))
    expect(view.headline).toContain(formatPence(headlineOption(several).from * 100).replace(/\.00$/, ''))
    const single = practice.treatments.find((treatment) => treatment.options.length === 1)
    if (!single) throw new Error('no treatment with one option')
    expect(treatmentFacts(practice, single, team, '#getintouchform').options).toEqual([])
  })

  it('lists only the rows the model has, the providers in the record order, and links each clinic', async () => {
    const { practice, team } = await model()
    const treatment = { ...record(practice, 'veneers'), recovery: undefined }
    const view = treatmentFacts(practice, treatment, team, '#getintouchform')
    expect(view.rows.map((row) => row.key)).toEqual(['Visits', 'Time in the chair'])
    expect(view.providers.map((member) => member.slug)).toEqual(treatment.providers)
    expect(view.clinics.map((clinic) => clinic.href)).toEqual(treatment.clinics.map((slug) => `/our-clinics/${slug}`))
  })

  it('works the finance example out with the calculator over the longest term, only where finance applies and the price is in range', async () => {
    const { practice } = await model()
    const veneers = record(practice, 'veneers')
    const product = longestProduct(financeOf(practice).products)
    if (!product) throw new Error('no finance product')
    const result = calculateLoan(headlineOption(veneers).from * 100, 0, product)
    const finance = financeFor(practice, veneers)
    expect(finance?.example).toMatch(/^Representative example: /)
    expect(finance?.example).toContain(`${product.months - 1} monthly payments of ${formatPence(result.initialPayments)}`)
    expect(finance?.example).toContain(`a final payment of ${formatPence(result.finalPayment)}`)
    expect(finance?.broker).toContain('credit broker, not a lender')
    expect(finance?.proviso).toBe('Finance is subject to status. Terms and conditions apply.')
    expect(financeFor(practice, { ...veneers, finance: false })).toBeNull()
    // Below the calculator's cash-price range: no example, even where finance applies.
    expect(financeFor(practice, { ...veneers, options: [{ ...headlineOption(veneers), from: 1 }] })).toBeNull()
    // Above £15,000 (the offer's top; the lender's £25,000 ceiling is not the offer): no example either.
    expect(financeFor(practice, { ...veneers, options: [{ ...headlineOption(veneers), from: 15_001 }] })).toBeNull()
  })

  it("gives a price a patient buys: a bridge's per-unit price times its typical units, or the option marked representative", async () => {
    const { practice } = await model()
    const bridges = record(practice, 'bridges')
    const unit = headlineOption(bridges)
    const units = unit.typicalUnits ?? 1
    expect(units).toBeGreaterThan(1)
    expect(financeFor(practice, bridges)?.example).toContain(`cash price ${formatPence(unit.from * units * 100)},`)
    const whitening = record(practice, 'teeth-whitening')
    const marked = whitening.options.map((option, index) => ({ ...option, representative: index === 1 }))
    expect(financeFor(practice, { ...whitening, options: marked })?.example).toContain(`cash price ${formatPence((marked[1]?.from ?? 0) * 100)},`)
  })

  it('books at the main clinic when it offers the treatment, else at the first clinic that does; calls the main clinic', async () => {
    const { practice, team } = await model()
    const main = mainClinic(practice.group)
    const other = practice.group.clinics.find((clinic) => !clinic.main)
    if (!other) throw new Error('one clinic only')
    const veneers = record(practice, 'veneers')
    expect(bookingClinic(practice, veneers).slug).toBe(main.slug)
    expect(bookingClinic(practice, { ...veneers, clinics: [other.slug] }).slug).toBe(other.slug)
    const view = treatmentFacts(practice, veneers, team, '#getintouchform')
    expect(view.call.display).toBe(main.phone)
    expect(view.call.href).toMatch(/^tel:\+44\d+$/)
  })

  it("books at the clinic's own booking address when it has one, else at the page's fallback", async () => {
    const { practice, team } = await model()
    const veneers = record(practice, 'veneers')
    const clinics = practice.group.clinics.map((clinic) => ({ ...clinic, bookingUrl: undefined }))
    const plain = { ...practice, group: { ...practice.group, clinics } }
    expect(treatmentFacts(plain, veneers, team, '/contact-us').book).toBe('/contact-us')
    const booking = { ...plain, group: { ...plain.group, clinics: clinics.map((clinic) => ({ ...clinic, bookingUrl: 'https://book.example/{treatment}' })) } }
    expect(treatmentFacts(booking, veneers, team, '/contact-us').book).toBe('https://book.example/veneers')
  })
})

describe('the facts panel with finance products the calculator cannot work out (issue 44)', () => {
  it('shows the example from the products that work out, and none when no product does: the panel stands', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const some = withBrokenProducts()
      expect(financeFor(some, record(some, 'invisalign'))?.example).toMatch(/^Representative example: cash price £/)
      const all = withBrokenProducts(some.finance.products.length)
      expect(treatmentFacts(all, record(all, 'invisalign'), [], '#getintouchform').finance).toBeNull()
    } finally {
      warn.mockRestore()
    }
  })
})
