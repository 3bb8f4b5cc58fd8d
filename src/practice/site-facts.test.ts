import { embeddedPractice } from '../../tests/embedded-facts'
import type { Practice } from './model'
import { price, priceFrom, siteFacts } from './site-facts'

/** The veneers option the sections quote, renamed as an editor might (issue 34, point 2). */
function withVeneerRenamed(practice: Practice): Practice {
  const treatments = practice.treatments.map((treatment) =>
    treatment.slug === 'veneers' ? { ...treatment, options: treatment.options.map((option) => ({ ...option, name: `${option.name} (renamed)` })) } : treatment,
  )
  return { ...practice, treatments }
}

test('a quoted option renamed does not throw: the section says to call for a price, with the phone', () => {
  const facts = siteFacts(withVeneerRenamed(embeddedPractice()))
  expect(price(facts, 'veneersPerTooth')).toMatch(/call us/i)
  expect(price(facts, 'veneersPerTooth')).toContain(facts.phone.display)
  expect(priceFrom(facts, 'veneersPerTooth')).toContain(facts.phone.display)
  // The prices still in the model are quoted as before.
  expect(price(facts, 'compositeBondingPerTooth')).toMatch(/^£[\d,]+$/)
})

test('a quoted treatment left out (unpublished) does not throw either', () => {
  const practice = embeddedPractice()
  const facts = siteFacts({ ...practice, treatments: practice.treatments.filter((treatment) => treatment.slug !== 'veneers') })
  expect(price(facts, 'veneersPerTooth')).toContain(facts.phone.display)
})
