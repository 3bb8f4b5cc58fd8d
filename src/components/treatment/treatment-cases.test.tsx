import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { treatmentSchema, type BeforeAfterCase } from '@/practice/model'
import { unconsentedPictures } from '@/practice/rules/claims-before-after'
import { TreatmentCases } from './treatment-cases'

const shown: BeforeAfterCase = {
  before: { src: '/media/cases/a-before.jpg', alt: 'Upper front teeth, chipped and stained, before treatment' },
  after: { src: '/media/cases/a-after.jpg', alt: 'The same teeth after four porcelain veneers' },
  consentDate: '2026-03-14',
  clinician: 'eleanor-marsh',
  timescale: 'Three visits over four weeks',
  unretouched: true,
}

describe('before-and-after cases', () => {
  it('show nothing when the practice has none, as the embedded default does', () => {
    expect(renderToStaticMarkup(<TreatmentCases treatmentName="Veneers" cases={[]} clinicianOf={() => undefined} />)).toBe('')
  })

  it('show each pair with who treated the patient, the time it took, the consent date and that results vary', () => {
    const html = renderToStaticMarkup(<TreatmentCases treatmentName="Veneers" cases={[shown]} clinicianOf={(slug) => (slug === 'eleanor-marsh' ? 'Dr Eleanor Marsh' : undefined)} />)
    expect(html).toContain('aria-labelledby="treatment-cases-title"')
    expect(html).toContain('alt="Upper front teeth, chipped and stained, before treatment"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('Treated by Dr Eleanor Marsh over three visits over four weeks. Consent given <time dateTime="2026-03-14">14 March 2026</time>.')
    expect(html).toContain('unretouched')
    expect(html).toContain('Everyone’s result is different.')
  })

  it('are the consented cases the before-and-after rule accepts (issue 45), where the same pictures anywhere else are refused', () => {
    const html = renderToStaticMarkup(<TreatmentCases treatmentName="Veneers" cases={[shown]} clinicianOf={() => 'Dr Eleanor Marsh'} />)
    expect(unconsentedPictures(html)).toEqual([])
    expect(unconsentedPictures(html.replace(' data-consented-cases=""', ''))).toHaveLength(2)
  })

  it('are refused by the model unless the editor confirms the photographs are unretouched', () => {
    const record = { slug: 'veneers', name: 'Veneers', options: [{ name: 'Veneer', from: 1 }] }
    expect(treatmentSchema.safeParse({ ...record, cases: [shown] }).success).toBe(true)
    const retouched = treatmentSchema.safeParse({ ...record, cases: [{ ...shown, unretouched: false }] })
    expect(retouched.success).toBe(false)
    expect(retouched.error?.issues[0]?.message).toContain('unretouched')
    expect(treatmentSchema.safeParse({ ...record, cases: [{ ...shown, consentDate: 'last week' }] }).success).toBe(false)
    for (const src of ['javascript:alert(1)', '//elsewhere.example/a.jpg', 'http://cms.example/a.jpg', 'data:image/png;base64,AAAA']) {
      expect(treatmentSchema.safeParse({ ...record, cases: [{ ...shown, before: { ...shown.before, src } }] }).success, src).toBe(false)
    }
  })
})
