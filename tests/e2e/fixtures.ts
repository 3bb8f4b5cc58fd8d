/**
 * The browser tests' `test`: every `page.goto` resolves only once the page is interactive, so a
 * test never clicks a control before React has attached its handler (on a slow two-core machine
 * a click that lands before hydration is lost, and the test then waits for a change that never
 * comes). Pages without the Next.js runtime (feeds, the 503 page) and runs with JavaScript off
 * are not waited for. Controls that load more code later (carousels) stay disabled until they
 * work, which Playwright's actionability checks wait for by themselves.
 */
import { test as base, type Page } from '@playwright/test'

export { expect, type Locator, type Page } from '@playwright/test'

/** Set on <html> by the root layout's client effects once the page has hydrated. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive'

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled !== false) await waitUntilInteractive(page)
      return response
    }
    await provide(page)
  },
})

export async function waitUntilInteractive(page: Page) {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute) || !document.querySelector('script[src*="/_next/"]'),
    INTERACTIVE_ATTRIBUTE,
  )
}
