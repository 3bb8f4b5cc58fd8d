import { embeddedPractice } from '../../tests/embedded-facts'
import { practiceSchema, type Practice } from './model'

// Issue 34, point 8: a link in the model reaches every page (the footer's CQC link, the social
// links, Book), so only an https address or a path on this site is taken.
const REFUSED = ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://www.cqc.org.uk/location/1', '//evil.example/x', '/\\evil.example/x', 'https://', 'https:///path', 'vbscript:msgbox', ' https://www.cqc.org.uk/location/1']
const TAKEN = ['https://www.cqc.org.uk/location/1-000000000', 'https://book.example/online?treatment={treatment}', '/contact-us', '/']

/** Each URL field of the model, as a way to put a value in a copy of the embedded model. */
const fields: Record<string, (practice: Practice, value: string) => void> = {
  cqcLocation: (practice, value) => Object.assign(practice.group.clinics[0] ?? {}, { cqcLocation: value }),
  bookingUrl: (practice, value) => Object.assign(practice.group.clinics[0] ?? {}, { bookingUrl: value }),
  'social[].href': (practice, value) => Object.assign(practice.group.social[0] ?? {}, { href: value }),
  'cases[].before.src': (practice, value) => {
    const treatment = practice.treatments[0]
    if (!treatment) throw new Error('no treatment in the embedded model')
    treatment.cases = [{ before: { src: value, alt: 'Before' }, after: { src: '/wp-content/uploads/after.jpg', alt: 'After' }, consentDate: '2025-01-01', clinician: 'x', timescale: 'Three weeks', unretouched: true }]
  },
}

function withValue(field: string, value: string): Practice {
  const practice = structuredClone(embeddedPractice())
  fields[field]?.(practice, value)
  return practice
}

describe('links in the practice model', () => {
  it('the embedded model (content/practice) still validates', () => {
    expect(() => embeddedPractice()).not.toThrow()
  })

  for (const field of Object.keys(fields)) {
    it(`${field}: refuses every scheme but https, and //host`, () => {
      for (const value of REFUSED) expect(practiceSchema.safeParse(withValue(field, value)).success, `${field} = ${JSON.stringify(value)}`).toBe(false)
    })

    it(`${field}: takes an https address or a path on this site`, () => {
      for (const value of TAKEN.filter((taken) => !(field.endsWith('src') && taken === '/'))) {
        expect(practiceSchema.safeParse(withValue(field, value)).success, `${field} = ${value}`).toBe(true)
      }
    })
  }
})
