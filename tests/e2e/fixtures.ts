/**
 * The browser tests' `test` and `expect`, and how a test waits for an island. A page is plain
 * HTML that works at once; only its islands (forms' live validation, carousels, the calculator,
 * the video and map facades) need their code first, and each loads as it nears the screen. A test
 * that clicks or types into one waits for it with `interactive(...)`: on a slow two-core machine a
 * click that lands before the island has attached its handler is lost (or, on a facade, follows
 * its plain link), and the test would then wait for a change that never comes.
 */
import type { Locator, Page } from '@playwright/test'
import { INTERACTIVE_ATTRIBUTE as ISLAND_INTERACTIVE } from '../../src/components/ui/interactive'

export { expect, test, type Locator, type Page } from '@playwright/test'

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

/** Waits until the frame's one script has run (src/components/frame/frame-script.ts): the sticky header, the drawer's focus handling, same-page links. */
export async function frameReady(page: Page): Promise<void> {
  await page.locator('html[data-frame-ready]').waitFor({ state: 'attached' })
}
