import { embeddedPractice } from '../../../tests/embedded-facts'
import type { Practice } from '@/practice/model'
import { ContentUnavailableError } from '../types'
import { createWordPressSource } from '.'

/** A WordPress whose practice endpoint answers this model (as larkspur-practice serves it). */
const serving = (practice: Practice) =>
  createWordPressSource({
    baseUrl: 'http://127.0.0.1:8089/wp-json/',
    siteOrigin: 'https://www.larkspurdental.example',
    fetch: async () => new Response(JSON.stringify(practice), { status: 200, headers: { 'content-type': 'application/json' } }),
  })

test('a model that passes zod but whose records disagree (a quoted option replaced under another id) is refused, naming the record', async () => {
  const practice = embeddedPractice()
  const renamed = { ...practice, treatments: practice.treatments.map((treatment) => (treatment.slug === 'veneers' ? { ...treatment, options: treatment.options.map((option) => ({ ...option, id: `${option.id}-replaced` })) } : treatment)) }
  const answer = serving(renamed).getPractice()
  await expect(answer).rejects.toBeInstanceOf(ContentUnavailableError)
  await expect(answer).rejects.toThrow(/practice: refused, .*"veneers"/)
})

test('a quoted treatment unpublished is refused too; the model as it is passes', async () => {
  const practice = embeddedPractice()
  await expect(serving({ ...practice, treatments: practice.treatments.filter((treatment) => treatment.slug !== 'veneers') }).getPractice()).rejects.toThrow(/refused/)
  await expect(serving(practice).getPractice()).resolves.toEqual(practice)
})

test('a model past its bounds is refused before a rule reads it: the 3,000 × 3,000 treatment, and a model past its size (issue 44)', async () => {
  const practice = embeddedPractice()
  const ids = Array.from({ length: 3000 }, (_, index) => `scan-${index}`)
  const enormous = { ...practice, treatments: practice.treatments.map((treatment) => (treatment.slug === 'veneers' ? { ...treatment, requires: ids, options: ids.map((id) => ({ id: `o-${id}`, name: id, from: 1, fixed: false, includes: [], representative: false })) } : treatment)) }
  await expect(serving(enormous).getPractice()).rejects.toThrow(/practice: unexpected answer \(at treatments\.options, treatments\.requires\)/)
  const padded = { ...practice, fees: { ...practice.fees, sections: practice.fees.sections.map((section) => ({ ...section, notes: Array.from({ length: 40 }, () => 'é'.repeat(2000)) })) } }
  await expect(serving(padded).getPractice()).rejects.toThrow(/practice: refused, the model is \d+ bytes as WordPress sends it, more than/)
})
