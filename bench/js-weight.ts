import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Response } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/chromium'
import { distDir, enquiryFormMarker, nextOrigin, weighedPages } from './config'
import { onCleanup } from './process'
import { gzipBytes, toKb } from './size'

export interface ScriptWeight {
  readonly url: string
  readonly rawBytes: number
  readonly gzipBytes: number
  /** The script holds the enquiry form's code (it contains the form's own text). */
  readonly holdsEnquiryForm: boolean
}

export type PageWeight =
  | { readonly path: string; readonly label: string; readonly status: 'measured'; readonly totalKb: number; readonly ourKb: number; readonly scripts: readonly ScriptWeight[] }
  | { readonly path: string; readonly label: string; readonly status: 'n/a' | 'error'; readonly reason: string }

export interface JsWeight {
  readonly floorKb: number
  readonly floorFiles: readonly { file: string; gzipKb: number }[]
  readonly pages: readonly PageWeight[]
}

/** The framework floor, gzipped from the build output on disk. */
function weighFloor(files: readonly string[]): { bytes: number; files: { file: string; gzipKb: number }[] } {
  const weighed = files.map((file) => ({ file, gzipBytes: gzipBytes(fs.readFileSync(path.join(distDir, file))) }))
  return {
    bytes: weighed.reduce((sum, entry) => sum + entry.gzipBytes, 0),
    files: weighed.map((entry) => ({ file: entry.file, gzipKb: toKb(entry.gzipBytes) })),
  }
}

/**
 * Loads a page in a fresh browser context and weighs every JavaScript response it receives
 * (bodies gzipped by us). `noModule` scripts are modern-browser no-ops: Chromium does not fetch
 * them, and any that did arrive are dropped anyway.
 */
async function weighPage(browser: Browser, pagePath: string, origin = nextOrigin): Promise<{ status: number; scripts: ScriptWeight[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const page = await context.newPage()
    const bodies: Promise<ScriptWeight | null>[] = []
    page.on('response', (response: Response) => {
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '')
      if (!isScript || response.status() >= 300) return
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipBytes(body), holdsEnquiryForm: body.includes(enquiryFormMarker) }),
          () => null,
        ),
      )
    })
    const response = await page.goto(origin + pagePath, { waitUntil: 'networkidle', timeout: 60_000 })
    const noModule = await page.$$eval('script[nomodule][src]', (scripts) => scripts.map((script) => (script as HTMLScriptElement).src))
    const seen = new Set<string>()
    const scripts = (await Promise.all(bodies)).filter((script): script is ScriptWeight => {
      if (script === null || noModule.includes(script.url) || seen.has(script.url)) return false
      seen.add(script.url)
      return true
    })
    return { status: response?.status() ?? 0, scripts }
  } finally {
    await context.close()
  }
}

/** The gzipped JavaScript one page of another origin loads (the framework floor app), in KB. */
export async function weighOrigin(origin: string, pagePath: string): Promise<number | null> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const unregister = onCleanup(() => browser.close())
  try {
    const { status, scripts } = await weighPage(browser, pagePath, origin)
    return status === 200 ? toKb(scripts.reduce((sum, script) => sum + script.gzipBytes, 0)) : null
  } finally {
    unregister()
    await browser.close()
  }
}

export async function measureJsWeight(floorFiles: readonly string[]): Promise<JsWeight> {
  const floor = weighFloor(floorFiles)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const unregister = onCleanup(() => browser.close())
  try {
    const pages: PageWeight[] = []
    for (const { path: pagePath, label, optional } of weighedPages) {
      try {
        const { status, scripts } = await weighPage(browser, pagePath)
        if (status !== 200) {
          const notBuilt = optional && status === 404
          pages.push({ path: pagePath, label, status: notBuilt ? 'n/a' : 'error', reason: notBuilt ? 'HTTP 404: not built yet' : `HTTP ${status}` })
          continue
        }
        const totalBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
        pages.push({ path: pagePath, label, status: 'measured', totalKb: toKb(totalBytes), ourKb: toKb(totalBytes - floor.bytes), scripts })
      } catch (error) {
        pages.push({ path: pagePath, label, status: 'error', reason: error instanceof Error ? error.message.split('\n')[0] ?? 'failed' : String(error) })
      }
    }
    return { floorKb: toKb(floor.bytes), floorFiles: floor.files, pages }
  } finally {
    unregister()
    await browser.close()
  }
}

/**
 * The enquiry form as the browser loads it on a page: the scripts that hold its code. The form is
 * its own dynamically imported chunk, so this is what the form adds (its validator loads later,
 * on first focus, and is not counted here).
 */
export function enquiryFormOnPage(weight: JsWeight, pagePath: string): { status: 'measured'; kb: number; modules: number; entries: string[] } | { status: 'n/a'; reason: string } {
  const page = weight.pages.find((candidate) => candidate.path === pagePath)
  if (!page || page.status !== 'measured') return { status: 'n/a', reason: `${pagePath} was not measured` }
  const scripts = page.scripts.filter((script) => script.holdsEnquiryForm)
  if (scripts.length === 0) return { status: 'n/a', reason: `no script on ${pagePath} holds the enquiry form` }
  return { status: 'measured', kb: toKb(scripts.reduce((sum, script) => sum + script.gzipBytes, 0)), modules: scripts.length, entries: scripts.map((script) => script.url) }
}
