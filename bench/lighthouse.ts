import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../tests/chromium'
import { lighthousePages, nextOrigin } from './config'
import { onCleanup } from './process'

export type LighthouseResult =
  | {
      readonly path: string
      readonly status: 'measured'
      readonly accessibility: number | null
      readonly performance: number | null
      /** Accessibility audits that did not pass, so a score below 100 says what to fix. */
      readonly failedAccessibilityAudits: readonly string[]
    }
  | { readonly path: string; readonly status: 'error'; readonly reason: string }

const runTimeoutMs = 180_000
const points = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null)

function failedAudits(lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.title}`)
}

async function audit(port: number, pagePath: string): Promise<LighthouseResult> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${runTimeoutMs / 1000} s`)), runTimeoutMs).unref())
  const run = lighthouse(nextOrigin + pagePath, { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'performance'] })
  const result = await Promise.race([run, timeout])
  if (!result) return { path: pagePath, status: 'error', reason: 'Lighthouse returned no result' }
  const { lhr } = result
  if (lhr.runtimeError) return { path: pagePath, status: 'error', reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
  return {
    path: pagePath,
    status: 'measured',
    accessibility: points(lhr.categories.accessibility?.score),
    performance: points(lhr.categories.performance?.score),
    failedAccessibilityAudits: failedAudits(lhr),
  }
}

/**
 * Lighthouse (default mobile emulation and simulated throttling) in Debian's Chromium, headless.
 * A run that fails for an environmental reason is recorded with its reason; the bench goes on.
 */
export async function runLighthouse(): Promise<LighthouseResult[]> {
  let chrome: chromeLauncher.LaunchedChrome
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'], logLevel: 'silent', handleSIGINT: false })
  } catch (error) {
    const reason = `Chromium did not start for Lighthouse: ${error instanceof Error ? error.message : String(error)}`
    return lighthousePages.map((path) => ({ path, status: 'error', reason }))
  }
  const unregister = onCleanup(() => chrome.kill())
  try {
    const results: LighthouseResult[] = []
    for (const pagePath of lighthousePages) {
      try {
        results.push(await audit(chrome.port, pagePath))
      } catch (error) {
        results.push({ path: pagePath, status: 'error', reason: error instanceof Error ? error.message : String(error) })
      }
    }
    return results
  } finally {
    unregister()
    chrome.kill()
  }
}
