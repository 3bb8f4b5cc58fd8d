/**
 * axe-core as every browser test runs it: the WCAG 2.2 AA rule set (or named rules), violations only.
 *
 * Two settings keep each run to about a third of AxeBuilder's default time (issue 34: the walk of
 * every route ran axe three times a page, 17 s a test on the two-core CI machine), with the same
 * violations found:
 * - Legacy mode (`axe.run` in the page) rather than `runPartial` in each frame and `finishRun` in a
 *   blank page the builder opens for every run. What it gives up is cross-origin frames, and a page
 *   here has none: the video and the map are facades that load their frame only on a click, and the
 *   browser resolves no other host (tests/chromium.ts). Same-origin frames are still checked.
 * - `resultTypes: ['violations']`: axe still runs every check on every element, but gathers the
 *   details of passing and "needs review" results for one element per rule, not all of them. Only
 *   violations are asserted.
 * - axe-core's source (half a megabyte) is evaluated in a page once, not twice a run: the builder
 *   evaluates whatever source it is given in every frame before each run, so once every frame of the
 *   page has axe it is given an empty statement instead (0.4 s of a 0.8 s run, per run).
 *
 * Each run first waits until the page's layout holds still for a few frames (a resize or scroll just
 * before, fonts, a lazy image): the evaluation of the source used to give the page that time, and
 * target-size measured at the wrong moment finds a link under the action bar that a visitor would not.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from './fixtures'

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface AxeScope {
  /** Only these rules (by id), rather than every rule of WCAG_22_AA. */
  readonly rules?: readonly string[]
  /** Only the part of the page this CSS selector picks. */
  readonly include?: string
  /** Each violation's failure summary too, not only the elements. */
  readonly summaries?: boolean
}

/** One line per violated rule: its id and the elements at fault; empty when the page passes. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await layoutSettled(page)
  // A navigation since the last run leaves a frame without axe: then the real source again.
  const present = await Promise.all(page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)))
  let builder = new AxeBuilder(present.every(Boolean) ? { page, axeSource: ';' } : { page }).setLegacyMode().options({ resultTypes: ['violations'] })
  builder = scope.rules ? builder.withRules([...scope.rules]) : builder.withTags(WCAG_22_AA)
  if (scope.include) builder = builder.include(scope.include)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')}${scope.summaries ? ` (${node.failureSummary ?? ''})` : ''}`).join(', ')}`,
  )
}

/**
 * Resolves once the page's size and every element box of its first screen's fixed and sticky parts
 * have stayed the same for three frames in a row (at most a second): the layout axe will measure.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const shape = () => {
      const parts = [innerWidth, innerHeight, scrollY, document.documentElement.scrollHeight]
      for (const element of document.querySelectorAll('header, footer, aside, [class*="sticky"], [class*="fixed"]')) {
        const box = element.getBoundingClientRect()
        parts.push(box.top, box.left, box.width, box.height)
      }
      return parts.join()
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const until = performance.now() + 1000
    let last = ''
    let same = 0
    while (same < 3 && performance.now() < until) {
      await frame()
      const now = shape()
      same = now === last ? same + 1 : 0
      last = now
    }
  })
}
