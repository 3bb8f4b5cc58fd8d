import { expect, test, type Page } from './fixtures'
import { layoutReport } from './page-checks'
import { routes } from '../../src/site/routes'
import { clinicPaths } from './clinic-paths'

/**
 * WCAG 1.4.10 (reflow) and 2.5.8 (target size) on every page at 320 × 640 CSS px, the width a
 * 1280 px screen shows at 400 % zoom: nothing sticks out sideways, nothing but a table's box or
 * a carousel's track scrolls sideways, no text is cut off, and every control is 24 px or more.
 * Pages are walked several to a test, so the two workers share them out.
 */
// bypassCSP: the checks add a style of their own (page-checks.ts), as a reader's style sheet
// would; the page's policy allows no inline style it did not hash.
test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true })
test.beforeEach(async ({ page }) => {
  // No reveal animation half-way through when the page is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

async function problemsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  const report = await layoutReport(page)
  return [
    ...(report.scrollWidth > report.width ? [`scrolls sideways: scrollWidth ${report.scrollWidth} > ${report.width}`] : []),
    ...report.sticksOut.map((what) => `sticks out: ${what}`),
    ...report.sideScrollers.map((what) => `scrolls sideways by itself: ${what}`),
    ...report.clippedText.map((what) => `text cut off: ${what}`),
    ...report.smallTargets.map((what) => `target under 24 px: ${what}`),
  ].map((problem) => `${path} ${problem}`)
}

async function walk(page: Page, paths: readonly string[]) {
  const problems: string[] = []
  for (const path of paths) problems.push(...(await problemsOf(page, path)))
  expect(problems).toEqual([])
}

const PER_TEST = 10
const registry = [...routes.map((route) => `/${route.path}`), ...clinicPaths]
for (let first = 0; first < registry.length; first += PER_TEST) {
  const paths = registry.slice(first, first + PER_TEST)
  test(`at 320 px, registry routes ${first + 1}–${first + paths.length} reflow (${paths[0]} … ${paths.at(-1)})`, async ({ page }) => {
    test.setTimeout(20_000 + paths.length * 10_000)
    await walk(page, paths)
  })
}

test('at 320 px, every blog post, category and the other page types reflow', async ({ page, request }) => {
  // Posts and categories come from the CMS (embedded or WordPress): sitemap.xml lists them.
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  const paths = [...new Set([...listed.filter((path) => /^\/(blog|categories)\//.test(path)), '/blog/page/2', '/search?q=implant', '/no-such-page'])]
  expect(paths.length).toBeGreaterThan(5)
  test.setTimeout(20_000 + paths.length * 10_000)
  await walk(page, paths)
})
