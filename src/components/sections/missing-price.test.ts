import { callForPrice, siteFacts } from '@/practice/site-facts'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { bannerSlides } from './banner-slides'
import { privateDentistFaqs } from './private-dentist-faqs'

/**
 * A price the model lacks (issue 34, point 2: a quoted option renamed, a quoted treatment
 * unpublished): each section still reads as whole sentences, the price sentence replaced by one
 * that says whom to call, never 'From (call us on … for a price) per tooth.'
 */
const practice = embeddedPractice()
const without = (...slugs: string[]) => siteFacts({ ...practice, treatments: practice.treatments.filter((treatment) => !slugs.includes(treatment.slug)) })
/** Whole sentences: each starts with a capital and ends with a full stop, and no parenthesis or 'from' is left dangling. */
const clean = (text: string) => {
  expect(text).not.toMatch(/\(call|from call|from\s*\.|per tooth|for \./i)
  for (const sentence of text.split(/(?<=\.)\s+/)) expect(sentence, text).toMatch(/^[A-Z].*\.$/)
}

test('the veneers banner slide, without the veneer price: its description, then a sentence to call for one', () => {
  const facts = without('veneers')
  const slide = bannerSlides(facts).find((candidate) => candidate.href === '/veneers')
  expect(slide?.text.endsWith(` ${callForPrice(facts)}`)).toBe(true)
  clean(slide?.text ?? '')
  // With the price, the slide quotes it as before.
  expect(bannerSlides(siteFacts(practice)).find((candidate) => candidate.href === '/veneers')?.text).toMatch(/ From £[\d,]+ per tooth\.$/)
})

test('the private dentist FAQs, without the examination and whitening prices: whole sentences and the phone', () => {
  const facts = without('dental-examinations', 'teeth-whitening')
  const answers = privateDentistFaqs(facts).map((item) => item.answer)
  const checkUp = answers.find((answer) => answer.includes('examination'))
  expect(checkUp).toBe(`A new patient examination includes any X-rays you need, and children under 16 with a registered parent are seen free. ${callForPrice(facts)}`)
  const whitening = answers.find((answer) => answer.includes('home whitening'))
  expect(whitening).toContain(callForPrice(facts))
  clean((whitening ?? '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'))
})
