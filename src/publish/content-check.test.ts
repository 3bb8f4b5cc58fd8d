import { embeddedPractice } from '../../tests/embedded-facts'
import { contentFindings, contentCheckSchema, type ContentCheckRequest } from './content-check'

const practice = embeddedPractice()
const check = (fields: Partial<ContentCheckRequest> & Pick<ContentCheckRequest, 'html'>) =>
  contentFindings(contentCheckSchema.parse({ type: 'post', slug: 'a-new-post', title: 'News from the practice', ...fields }), practice)
const rules = (fields: Partial<ContentCheckRequest> & Pick<ContentCheckRequest, 'html'>) => [...new Set(check(fields).map((finding) => finding.rule))]

test('a post promoting finance with a rate and no representative example is a credit-example problem', () => {
  expect(rules({ html: '<p>Invisalign from £233.34 per month at 0% APR.</p>' })).toContain('credit-example')
})

test('the credit claim is read in the title, the excerpt, the featured image alt and the meta description too', () => {
  expect(rules({ html: '<p>Straighter teeth.</p>', title: 'Interest-free Invisalign' })).toContain('credit-example')
  expect(rules({ html: '<p>Straighter teeth.</p>', excerpt: 'Spread the cost at 0% APR.' })).toContain('credit-example')
  expect(rules({ html: '<p>Straighter teeth.</p>', featuredAlt: '0% finance on aligners' })).toContain('credit-example')
  expect(rules({ html: '<p>Straighter teeth.</p>', metaDescription: 'Aligners at 0% APR.' })).toContain('credit-example')
})

test('a post pricing a prescription-only medicine in words is refused by the prescription-only rules', () => {
  expect(rules({ html: '<p>Botox from 9 pounds a unit.</p>' }).some((rule) => rule.startsWith('prescription-only'))).toBe(true)
})

test('a page at a new slug with superlatives, painless and guaranteed claims names each claims rule', () => {
  const found = rules({ type: 'page', slug: 'best-dentist-maidenhead', title: 'Maidenhead', html: '<p>The best dentist in Maidenhead, painless and guaranteed.</p>' })
  expect(found.length).toBeGreaterThanOrEqual(3)
  expect(found.join(' ')).toMatch(/superlative|comparative|best/)
})

test('an honest post has no problem', () => {
  expect(check({ html: '<p>Brush twice a day with a fluoride toothpaste and see your dentist for a check-up.</p>' })).toEqual([])
})

test('the placeholders are answered as a render answers them: a finance placeholder brings the representative example', () => {
  expect(rules({ html: '<p>Spread the cost of Invisalign: [finance invisalign]</p>' })).not.toContain('credit-example')
})

test('a team member calling themselves a specialist without a specialist list is named, and only that member', () => {
  const team = [
    { slug: 'sam-lee', name: 'Sam Lee', role: 'Specialist in orthodontics' },
    { slug: 'ana-cruz', name: 'Ana Cruz', role: 'Specialist orthodontist', specialistList: 'Orthodontics' },
  ]
  const team_check = (slug: string) => contentFindings(contentCheckSchema.parse({ type: 'team', slug, title: '', html: '', team }), practice)
  expect(team_check('sam-lee').map((finding) => finding.rule)).toEqual(['specialist'])
  expect(team_check('ana-cruz')).toEqual([])
})
