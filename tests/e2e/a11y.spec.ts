import { expect, settledOnScreen, test, type Page } from './fixtures'
import { routes } from '../../src/site/routes'
import { clinicPaths } from './clinic-paths'
import { widthLeftEmpty } from './page-checks'
import { axeViolations } from './axe'
import { walkTest } from './walk-page'

/** A phone's screen, as the phone project has it (playwright.config.ts): the action bar shows at this width. */
const PHONE = { width: 390, height: 844 }

async function violations(page: Page, path: string) {
  // Reduced motion: no reveal or slide animation half-way through when axe measures contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  return axeViolations(page)
}

const registry = [...routes.map((route) => `/${route.path}`), ...clinicPaths]

// On a phone (the phone project: touch, a phone's pixel ratio). The desktop project runs these too,
// at 1366 px, where the walk below already checks each registry route, and checks more of it.
for (const path of ['/', '/dental-implants-services', '/fees', '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} @phone`, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1366 && registry.includes(path), 'the registry walk checks it at 1366 px')
    expect(await violations(page, path)).toEqual([])
  })
}

// What /accessibility states (issue 13): axe checks every route of the registry, fragments included.
// The same visit checks issue 10's Content-Security-Policy: nothing on the page (carousels, forms,
// the calculator, lazy images) is blocked by it, once the page has been scrolled to its end; and
// issue 29's use of a wide screen: no text with a quarter of its container empty beside it.
// Then the same page at a phone's width (issue 34, point 5), in the same visit to keep the walk's
// time down: at its first screen, where the sticky action bar lies over the page (a small link
// half under it fails target-size), and at its end (target-size alone: the rest does not change with scrolling).
walkTest.describe('every registry route: axe and the Content-Security-Policy', () => {
  for (const path of registry) {
    walkTest(`${path} has no WCAG 2.2 AA violations (at 1366 and 390 px) and no CSP violation`, async ({ walk: { page, csp } }) => {
      // Two axe runs and a third of one rule (1366 px; 390 px at the first screen, target-size at the end): twice a test's time.
      walkTest.setTimeout(walkTest.info().timeout * 2)
      const desktop = walkTest.info().project.use.viewport
      if (desktop) await page.setViewportSize(desktop)
      const reportsBefore = csp.length
      await page.goto(path)
      // Lazy parts (carousels, below-the-fold images) load as the page scrolls.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await settledOnScreen(page)
      expect(csp.slice(reportsBefore), 'CSP violations').toEqual([])
      expect(await axeViolations(page), 'axe violations').toEqual([])
      // Issue 29: at 1366 px no page leaves a quarter of its width empty beside its text.
      if ((page.viewportSize()?.width ?? 0) >= 1366) expect(await widthLeftEmpty(page), 'width left empty beside the text').toEqual([])
      if ((page.viewportSize()?.width ?? 0) <= PHONE.width) return
      await page.setViewportSize(PHONE)
      await page.evaluate(() => window.scrollTo(0, 0))
      // axeViolations waits until the layout at the new width holds still before it measures what lies over what.
      expect(await axeViolations(page), `axe violations at ${PHONE.width} px, first screen`).toEqual([])
      // At the end only what scrolling changes: which targets the action bar lies over.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      expect(await axeViolations(page, { rules: ['target-size'] }), `axe target-size at ${PHONE.width} px, end`).toEqual([])
    })
  }
})
