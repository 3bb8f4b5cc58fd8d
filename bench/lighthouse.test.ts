import { describe, expect, it } from 'vitest'
import { median, medianRun, type LighthouseRun } from './lighthouse'

const run = (performance: number, lcpMs: number, tbtMs: number | null): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs,
  tbtMs,
  cls: 0,
  benchmarkIndex: 1500,
})

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('ignores runs that did not report the figure', () => {
    expect(median([null, 5, null])).toBe(5)
    expect(median([null])).toBeNull()
  })
})

describe('medianRun', () => {
  it('takes each figure’s median on its own, so one slow run does not decide the page', () => {
    const result = medianRun([run(97, 1900, 80), run(99, 1500, 20), run(100, 1400, null)])
    expect(result.performance).toBe(99)
    expect(result.lcpMs).toBe(1500)
    expect(result.tbtMs).toBe(50)
  })
})
