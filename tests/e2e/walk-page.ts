import { test, type Page } from './fixtures'
import { watchCsp } from './request-watch'

/**
 * A walk's page: one per worker, kept from route to route as a visitor's tab goes from page to
 * page, with reduced motion (nothing half-way through an animation when a test measures). A new
 * context and page for each route cost a fresh renderer each time: its start, axe's half megabyte
 * compiled again, and axe's code run cold (about a second of CPU a route on two cores; the axe
 * walk took 286 s that way and takes 205). A test sets the width it wants first, and reads only
 * the CSP reports its own route caused (`csp` from its length at the test's start). A failed test
 * ends its worker, and the next worker starts clean.
 */
interface WalkPage {
  readonly page: Page
  /** Every CSP report since the page was opened. */
  readonly csp: string[]
}

export const walkTest = test.extend<object, { walk: WalkPage }>({
  walk: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const csp = await watchCsp(page)
      await use({ page, csp })
      await context.close()
    },
    { scope: 'worker' },
  ],
})
