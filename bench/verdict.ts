import { contentPage, targets } from './config'
import type { LighthouseRun } from './lighthouse'

/** What a page's verdict is made of: its median Lighthouse run, its ceiling's LCP and its weight. */
export interface PageFigures {
  readonly path: string
  readonly run: LighthouseRun
  readonly ceilingLcpMs: number | null
  readonly htmlGzipKb: number | null
  readonly jsAtLoadKb: number | null
}

/** A page's LCP as a multiple of its render ceiling's (same run), or null when either is missing. */
export function lcpOverCeiling(lcpMs: number | null, ceilingLcpMs: number | null): number | null {
  return lcpMs === null || ceilingLcpMs === null || ceilingLcpMs <= 0 ? null : lcpMs / ceilingLcpMs
}

/**
 * Every target of issue 24 the page misses (empty: PASS). The size budgets are the content
 * page's; a figure that is missing counts as a miss, so a broken measurement never passes.
 */
export function pageMisses(figures: PageFigures): string[] {
  const { run } = figures
  const misses: string[] = []
  if ((run.performance ?? 0) < targets.performance) misses.push(`performance < ${targets.performance}`)
  if ((run.tbtMs ?? Infinity) > targets.tbtMs) misses.push(`TBT > ${targets.tbtMs} ms`)
  const ratio = lcpOverCeiling(run.lcpMs, figures.ceilingLcpMs)
  if (ratio === null) misses.push('no ceiling LCP')
  else if (ratio > targets.lcpOverCeiling) misses.push(`LCP > ${targets.lcpOverCeiling} × ceiling`)
  // Lighthouse reports CLS to many decimals; anything that rounds to 0.000 is no shift.
  if ((run.cls ?? Infinity) > targets.cls + 0.0005) misses.push('CLS > 0')
  if ((run.accessibility ?? 0) < targets.accessibility) misses.push(`accessibility < ${targets.accessibility}`)
  if ((run.bestPractices ?? 0) < targets.bestPractices) misses.push(`best practices < ${targets.bestPractices}`)
  if ((run.seo ?? 0) < targets.seo) misses.push(`SEO < ${targets.seo}`)
  if (figures.path === contentPage) {
    if ((figures.jsAtLoadKb ?? Infinity) > targets.contentPageJsAtLoadKb) misses.push(`JS at load > ${targets.contentPageJsAtLoadKb} KB`)
    if ((figures.htmlGzipKb ?? Infinity) > targets.contentPageHtmlGzipKb) misses.push(`HTML > ${targets.contentPageHtmlGzipKb} KB gzip`)
  }
  return misses
}

/** The cached page's requests a second as a share of nginx's, or null when either was not measured. */
export function throughputShare(siteRequestsPerSec: number | null, nginxRequestsPerSec: number | null): number | null {
  return siteRequestsPerSec === null || nginxRequestsPerSec === null || nginxRequestsPerSec <= 0 ? null : siteRequestsPerSec / nginxRequestsPerSec
}
