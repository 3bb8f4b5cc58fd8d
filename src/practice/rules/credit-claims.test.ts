import { embeddedPractice } from '../../../tests/embedded-facts'
import { contentFindings, modelFindings, pageFindings, type Finding } from '.'
import { fixtureFile, fixturePage } from './issue-45.test-support'

/**
 * Credit claims in any wording (issue 45), each through the registry of rules (index.ts), so a
 * rule taken out of it fails here: the counter-examples as files and as rendered pages.
 */
const practice = embeddedPractice()
const credit = (findings: readonly Finding[]) => findings.filter((finding) => finding.rule === 'credit-example')

describe('credit claims need the representative example and the broker (CONC 3.5.3R, 3.7.4G)', () => {
  const counterExamples = [
    ['invisalign-monthly-post.md', 'content/posts/invisalign-monthly.md', '/blog/invisalign-monthly', '0%'],
    ['pounds-a-month-post.md', 'content/posts/pounds-a-month.md', '/blog/pounds-a-month', '233 pounds a month'],
    ['bare-finance-page.md', 'content/pages/smile-offer.md', '/smile-offer', '0%'],
  ] as const

  for (const [name, at, path, claim] of counterExamples) {
    it(`refuses ${name} as written and as rendered, naming the claim`, () => {
      const file = fixtureFile(name, at)
      expect(credit(contentFindings(file, practice))).toEqual(expect.arrayContaining([expect.objectContaining({ where: at, message: expect.stringContaining(`("${claim}")`) })]))
      const [found, ...more] = credit(pageFindings(fixturePage(practice, file, path), practice))
      expect(more).toEqual([])
      expect(found?.message).toMatch(/"Representative example" 0 times, not once; without "We are a credit broker, not a lender\."/)
    })
  }

  it('refuses a claim in a post’s title or excerpt, which the blog lists show with no example', () => {
    const file = fixtureFile('invisalign-monthly-post.md', 'content/posts/invisalign-monthly.md')
    expect(credit(contentFindings(file, practice)).map((finding) => finding.where)).toEqual(['content/posts/invisalign-monthly.md (front matter excerpt)', 'content/posts/invisalign-monthly.md'])
  })

  it('passes the same claim where the file carries its example: [finance <option-id>] gives it with the broker', () => {
    const file = { ...fixtureFile('bare-finance-page.md', 'content/pages/smile-offer.md'), body: 'Treatment can be spread with 0% finance. For example: [finance invisalign-lite]' }
    expect(credit(contentFindings(file, practice))).toEqual([])
    expect(credit(pageFindings(fixturePage(practice, file, '/smile-offer'), practice))).toEqual([])
  })

  it('refuses a credit claim in the model, which shows beside no example, naming the field', () => {
    const model = structuredClone(practice)
    const treatment = model.treatments.find((candidate) => candidate.slug === 'veneers')
    if (!treatment) throw new Error('no veneers')
    treatment.recovery = 'None; spread the cost interest free'
    const index = model.treatments.indexOf(treatment)
    expect(credit(modelFindings(model))).toEqual([expect.objectContaining({ where: `treatments[${index}].recovery`, message: expect.stringContaining('("interest free")') })])
  })
})
