import { embeddedPractice } from '../../tests/embedded-facts'
import type { Practice } from './model'
import { callForPrice, priceCell, quoting, siteFacts } from './site-facts'

/** The veneers option the sections quote, deleted and added again under another id as an editor might (issue 34, point 2; a rename keeps the id since issue 35). */
function withVeneerRenamed(practice: Practice): Practice {
  const treatments = practice.treatments.map((treatment) =>
    treatment.slug === 'veneers' ? { ...treatment, options: treatment.options.map((option) => ({ ...option, id: `${option.id}-replaced` })) } : treatment,
  )
  return { ...practice, treatments }
}

const perTooth = (veneer: string) => `From ${veneer} per tooth.`

test('a quoted option replaced does not throw: the copy without the price, then a sentence to call for one, with the phone', () => {
  const facts = siteFacts(withVeneerRenamed(embeddedPractice()))
  expect(callForPrice(facts)).toBe(`Call us on ${facts.phone.display} for a price.`)
  expect(quoting(facts, ['veneersPerTooth'], perTooth)).toBe(callForPrice(facts))
  expect(quoting(facts, ['veneersPerTooth', 'compositeBondingPerTooth'], perTooth, 'Veneers and bonding.')).toBe(`Veneers and bonding. ${callForPrice(facts)}`)
  expect(priceCell(facts, 'veneersPerTooth')).toBe('Call us for a price')
  // The prices still in the model are quoted as before.
  expect(quoting(facts, ['compositeBondingPerTooth'], perTooth)).toMatch(/^From £[\d,]+ per tooth\.$/)
  expect(priceCell(facts, 'compositeBondingPerTooth')).toMatch(/^from £[\d,]+$/)
})

test('a quoted treatment left out (unpublished) does not throw either', () => {
  const practice = embeddedPractice()
  const facts = siteFacts({ ...practice, treatments: practice.treatments.filter((treatment) => treatment.slug !== 'veneers') })
  expect(quoting(facts, ['veneersPerTooth'], perTooth)).toBe(callForPrice(facts))
})
