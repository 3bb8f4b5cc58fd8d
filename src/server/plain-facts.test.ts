import path from 'node:path'
import { expect, it } from 'vitest'
import { siteFacts } from '@/practice/site-facts'
import { embeddedPractice } from '../../tests/embedded-facts'
import { loadEmbeddedFacts, noteSiteFacts, plainFacts } from './plain-facts'

it('gives the embedded model’s facts until the app tells it the latest it read, then those', async () => {
  expect(() => plainFacts()).toThrow(/loadEmbeddedFacts/)
  await loadEmbeddedFacts(path.resolve('content'))
  const practice = embeddedPractice()
  expect(plainFacts().phone).toEqual(siteFacts(practice).phone)
  // WordPress says the main clinic is another one: the plain pages follow what the pages show.
  const moved = { ...practice, group: { ...practice.group, clinics: practice.group.clinics.map((clinic) => ({ ...clinic, main: !clinic.main && clinic.whatsapp !== undefined })) } }
  noteSiteFacts(siteFacts(moved))
  expect(plainFacts().phone).not.toEqual(siteFacts(practice).phone)
  expect(plainFacts().phone).toEqual(siteFacts(moved).phone)
})
