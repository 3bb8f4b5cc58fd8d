import { pageFindings, describeFinding } from '@/practice/rules'
import { NOT_FOUND_HEADING, NOT_FOUND_LEAD } from '@/site/not-found-title'
import { plainPageHtml } from '@/site/plain-page'
import { noModelFacts, unavailableResponse } from '@/site/unavailable'
import { embeddedFacts, embeddedPractice } from '../../tests/embedded-facts'
import { serverErrorHtml, serverErrorResponse } from './server-error'

/**
 * The fallback pages pass the page rules by construction, not through the gate (issue 45,
 * src/middleware/page-gate.ts): the gate answers with them, so they must never be what it
 * refuses. Each is rendered by its real code and checked by every rule of the registry; the framed
 * 404 page (src/pages/404.astro) is checked on the built site by tests/e2e/routes.spec.ts.
 */
const practice = embeddedPractice()
const facts = embeddedFacts()

const fallbacks: Record<string, () => Promise<string> | string> = {
  '500, the render-error step and 500.astro': () => serverErrorResponse('/veneers', facts).text(),
  '500, the server entry': () => serverErrorHtml('/veneers', facts),
  '503, the CMS down': () => unavailableResponse('/veneers', facts).text(),
  '503, no model anywhere': () => unavailableResponse('/veneers', noModelFacts('https://www.example.test', '01632 960000')).text(),
  '404, the server entry': () => plainPageHtml({ heading: NOT_FOUND_HEADING, message: NOT_FOUND_LEAD }, facts),
}

for (const [name, render] of Object.entries(fallbacks)) {
  test(`the ${name} page breaks no page rule`, async () => {
    const html = await render()
    expect(html).toMatch(/<h1>[^<]{3,}<\/h1>/)
    expect(pageFindings({ path: '/veneers', html }, practice).map(describeFinding)).toEqual([])
  })
}

test('the check reads these pages: a credit claim added to one is found', () => {
  const html = serverErrorHtml('/veneers', facts).replace('</main>', '<p>Invisalign from £99 a month at 0% APR</p></main>')
  expect(pageFindings({ path: '/veneers', html }, practice).map((finding) => finding.rule)).toContain('credit-example')
})
