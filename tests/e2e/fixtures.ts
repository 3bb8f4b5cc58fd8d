/**
 * The browser tests' `test`: every `page.goto` resolves only once the page is interactive, so a
 * test never clicks a control before React has attached its handler (on a slow two-core machine
 * a click that lands before hydration is lost, and the test then waits for a change that never
 * comes). Pages without the Next.js runtime (feeds, the 503 page) and runs with JavaScript off
 * are not waited for. Controls that load more code later (carousels) stay disabled until they
 * work, which Playwright's actionability checks wait for by themselves.
 */
import { test as base, type Locator, type Page } from '@playwright/test'
import { INTERACTIVE_ATTRIBUTE as ISLAND_INTERACTIVE } from '../../src/components/ui/interactive'

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

/**
 * Brings the control into view and waits until the island holding it has attached its handlers
 * (an island hydrates as it nears the screen: src/components/ui/interactive.ts). Framework-neutral:
 * the page's own mark, not a framework's internals.
 */
export async function interactive(control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded()
  await control.page().waitForFunction(([element, attribute]) => Boolean(element?.closest(`[${attribute}]`)), [await control.elementHandle(), ISLAND_INTERACTIVE] as const)
  return control
}

/**
 * Brings each form and carousel of the page into view in turn, as a reader scrolling down would,
 * and waits until it works (islands hydrate, and carousels load their code, as they near the
 * screen); then back to the top. A walk over the whole page (the keyboard's) then finds every
 * control in its final state, not changing under it.
 */
export async function settleIslands(page: Page): Promise<void> {
  const islands = page.locator('form[method="post" i], [aria-roledescription="carousel"]').filter({ visible: true })
  for (const island of await islands.all()) await interactive(island)
  await page.evaluate(() => window.scrollTo(0, 0))
}
