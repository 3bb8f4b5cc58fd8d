import { describe, expect, it } from 'vitest'
import type { LighthouseRun } from './lighthouse'
import { lcpOverCeiling, pageMisses, throughputShare, type PageFigures } from './verdict'

const run: LighthouseRun = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 900, lcpMs: 1100, tbtMs: 0, cls: 0, benchmarkIndex: 2000 }
const figures = (changes: Partial<PageFigures> = {}, runChanges: Partial<LighthouseRun> = {}): PageFigures => ({
  path: '/blog',
  run: { ...run, ...runChanges },
  ceilingLcpMs: 1000,
  htmlGzipKb: 12,
  jsAtLoadKb: 40,
  ...changes,
})

describe('pageMisses', () => {
  it('passes a page within every target: LCP up to 10 % above its own ceiling', () => {
    expect(pageMisses(figures())).toEqual([])
    expect(pageMisses(figures({}, { lcpMs: 1100, tbtMs: 30, performance: 99 }))).toEqual([])
  })

  it('names each target missed', () => {
    expect(pageMisses(figures({}, { performance: 98, tbtMs: 31, lcpMs: 1101, cls: 0.01, seo: 92 }))).toEqual([
      'performance < 99',
      'TBT > 30 ms',
      'LCP > 1.1 × ceiling',
      'CLS > 0',
      'SEO < 100',
    ])
  })

  it('fails a page whose ceiling was not measured, so a broken reference never passes', () => {
    expect(pageMisses(figures({ ceilingLcpMs: null }))).toEqual(['no ceiling LCP'])
  })

  it('holds the content page, and only it, to the size budgets', () => {
    expect(pageMisses(figures({ path: '/veneers', jsAtLoadKb: 10, htmlGzipKb: 9 }))).toEqual([])
    expect(pageMisses(figures({ path: '/veneers', jsAtLoadKb: 10.1, htmlGzipKb: null }))).toEqual(['JS at load > 10 KB', 'HTML > 9 KB gzip'])
  })
})

describe('ratios', () => {
  it('are null when a figure is missing', () => {
    expect(lcpOverCeiling(1200, 1000)).toBeCloseTo(1.2)
    expect(lcpOverCeiling(1200, null)).toBeNull()
    expect(throughputShare(400, 1000)).toBeCloseTo(0.4)
    expect(throughputShare(400, 0)).toBeNull()
  })
})
