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
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  builder = scope.rules ? builder.withRules([...scope.rules]) : builder.withTags(WCAG_22_AA)
  if (scope.include) builder = builder.include(scope.include)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')}${scope.summaries ? ` (${node.failureSummary ?? ''})` : ''}`).join(', ')}`,
  )
}
