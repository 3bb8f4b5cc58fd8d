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

/** The page's forms and carousels: each an island that loads its code as it nears the screen. */
const ISLANDS = 'form[method="post" i], [aria-roledescription="carousel"]'

/**
 * Brings each form and carousel of the page into view in turn, as a reader scrolling down would,
 * and waits until it works (islands hydrate, and carousels load their code, as they near the
 * screen); then back to the top. A walk over the whole page (the keyboard's) then finds every
 * control in its final state, not changing under it.
 */
export async function settleIslands(page: Page): Promise<void> {
  const islands = page.locator(ISLANDS).filter({ visible: true })
  for (const island of await islands.all()) await interactive(island)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Waits until the frame's one script has run (src/components/frame/frame-script.ts): the sticky header, the drawer's focus handling, same-page links. */
export async function frameReady(page: Page): Promise<void> {
  await page.locator('html[data-frame-ready]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page, where it is scrolled to, has what it began to load: the frame's script
 * has run, each form and carousel on the screen works (an island loads its code as it nears the
 * screen), and each image on the screen has loaded. For a check of the page as it stands (axe, its
 * CSP reports, the requests it made) in place of `networkidle`, which needs half a second with no
 * request at all: a loaded machine, or a page that keeps fetching, may not give that in time.
 */
export async function settledOnScreen(page: Page): Promise<void> {
  await frameReady(page)
  await page.waitForFunction(
    ([islands, attribute]) => {
      // Some of it shows: inside the window and inside every box that clips it (a carousel's track
      // hides its other slides, whose lazy images the browser fetches only as they slide in).
      const onScreen = (element: Element) => {
        const shown = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
        for (let box: Element | null = element; box; box = box.parentElement) {
          if (box !== element && getComputedStyle(box).overflow === 'visible') continue
          const { left, top, right, bottom } = box.getBoundingClientRect()
          Object.assign(shown, { left: Math.max(shown.left, left), top: Math.max(shown.top, top), right: Math.min(shown.right, right), bottom: Math.min(shown.bottom, bottom) })
        }
        return shown.left < shown.right && shown.top < shown.bottom
      }
      const working = [...document.querySelectorAll(islands)].filter(onScreen).every((island) => island.closest(`[${attribute}]`))
      return working && [...document.images].filter(onScreen).every((image) => image.complete)
    },
    [ISLANDS, ISLAND_INTERACTIVE] as const,
  )
}
