import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../tests/chromium'
import { onCleanup } from './process'

/** One Lighthouse run (default mobile preset, simulated throttling). Scores are 0–100. */
export interface LighthouseRun {
  readonly performance: number | null
  readonly accessibility: number | null
  readonly bestPractices: number | null
  readonly seo: number | null
  readonly fcpMs: number | null
  readonly lcpMs: number | null
  readonly tbtMs: number | null
  readonly cls: number | null
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  readonly benchmarkIndex: number | null
}

export interface LighthouseTarget {
  /** What the log and the report call it: a page's path, its ceiling, the framework floor. */
  readonly label: string
  readonly url: string
}

export type LighthousePage =
  | {
      readonly label: string
      readonly url: string
      readonly status: 'measured'
      readonly median: LighthouseRun
      readonly runs: readonly LighthouseRun[]
      /** Accessibility, best-practice and SEO audits that did not pass in any run, so a score below 100 says what to fix. */
      readonly failedAudits: readonly string[]
      readonly errors: readonly string[]
    }
  | { readonly label: string; readonly url: string; readonly status: 'error'; readonly reason: string }

const runTimeoutMs = 180_000
const points = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null)
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' ? value : null
}

/** The median of the numbers present (the mean of the middle two for an even count). */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (present.length === 0) return null
  const middle = Math.floor(present.length / 2)
  return present.length % 2 === 1 ? (present[middle] ?? null) : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2
}

export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'] as const
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseRun
}

function failedAudits(lhr: Result): string[] {
  const categories = ['accessibility', 'best-practices', 'seo'] as const
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${category}: ${audit?.id}: ${audit?.title}`),
  )
}

async function audit(port: number, url: string): Promise<{ run: LighthouseRun; failed: string[] }> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${runTimeoutMs / 1000} s`)), runTimeoutMs).unref())
  const started = lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  const result = await Promise.race([started, timeout])
  if (!result) throw new Error('Lighthouse returned no result')
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  return {
    run: {
      performance: points(lhr.categories.performance?.score),
      accessibility: points(lhr.categories.accessibility?.score),
      bestPractices: points(lhr.categories['best-practices']?.score),
      seo: points(lhr.categories.seo?.score),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    },
    failed: failedAudits(lhr),
  }
}

/**
 * Lighthouse 12 (default mobile emulation and simulated throttling) in Debian's Chromium,
 * headless, `runs` times per page after one warm-up run. Rounds go through every page in turn, so
 * a change in the machine's speed during the benchmark touches every page alike; the report takes
 * the median.
 * A run that fails is tried once more; a failure is recorded with its reason, and the bench goes on.
 */
export async function runLighthouse(targets: readonly LighthouseTarget[], runs: number): Promise<LighthousePage[]> {
  let chrome: chromeLauncher.LaunchedChrome
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'], logLevel: 'silent', handleSIGINT: false })
  } catch (error) {
    const reason = `Chromium did not start for Lighthouse: ${error instanceof Error ? error.message : String(error)}`
    return targets.map(({ label, url }) => ({ label, url, status: 'error', reason }))
  }
  const unregister = onCleanup(() => chrome.kill())
  const collected = targets.map(() => ({ runs: [] as LighthouseRun[], failed: new Set<string>(), errors: [] as string[] }))
  try {
    // One run thrown away first: a fresh browser's first page is slower, and it would be one of ours.
    if (targets[0]) await audit(chrome.port, targets[0].url).catch(() => undefined)
    for (let round = 1; round <= runs; round += 1) {
      for (const [index, target] of targets.entries()) {
        const into = collected[index]
        if (!into) continue
        // A run whose trace came out broken (Lighthouse: "Please run Lighthouse again") is run once more.
        for (let tries = 1; tries <= 2; tries += 1) {
          try {
            const { run, failed } = await audit(chrome.port, target.url)
            into.runs.push(run)
            for (const audit of failed) into.failed.add(audit)
            console.log(`  Lighthouse ${round}/${runs} ${target.label}: performance ${run.performance} · LCP ${Math.round(run.lcpMs ?? 0)} ms · TBT ${Math.round(run.tbtMs ?? 0)} ms · benchmarkIndex ${run.benchmarkIndex}`)
            break
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error)
            into.errors.push(reason)
            console.log(`  Lighthouse ${round}/${runs} ${target.label}: failed (${reason.split('\n')[0]})${tries === 1 ? ', once more' : ''}`)
          }
        }
      }
    }
  } finally {
    unregister()
    chrome.kill()
  }
  return targets.map(({ label, url }, index): LighthousePage => {
    const into = collected[index]
    if (!into || into.runs.length === 0) return { label, url, status: 'error', reason: into?.errors[0] ?? 'not measured' }
    return { label, url, status: 'measured', median: medianRun(into.runs), runs: into.runs, failedAudits: [...into.failed], errors: into.errors }
  })
}
