import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js'
import { chromium, type Browser, type Page, type Response } from 'playwright-core'
import { playwrightChromiumArgs, playwrightChromiumPath } from '../tests/chromium'
import { mobileViewport, type MeasuredPage } from './config'
import { onCleanup, sleep } from './process'
import { gzipBytes, toKb } from './size'

export interface ScriptWeight {
  readonly url: string
  readonly rawBytes: number
  readonly gzipBytes: number
}

/** What a page's JavaScript weighs: at load (no interaction, no scrolling) and after scrolling to the bottom. */
export type PageWeight =
  | {
      readonly path: string
      readonly label: string
      readonly status: 'measured'
      /** Every script loaded before any interaction, gzipped, in KB. */
      readonly atLoadKb: number
      /** Every script loaded by the time the page was scrolled to the bottom (islands hydrate as they near the screen), in KB. */
      readonly afterScrollKb: number
      readonly atLoad: readonly ScriptWeight[]
      readonly afterScroll: readonly ScriptWeight[]
    }
  | { readonly path: string; readonly label: string; readonly status: 'error'; readonly reason: string }

const quietMs = 500
const quietTimeoutMs = 15_000

/** Resolves once no request has been in flight for `quietMs` (or the timeout passes): Playwright's networkidle, again after scrolling. */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const started = () => {
    inFlight += 1
    lastChange = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return async () => {
    const deadline = Date.now() + quietTimeoutMs
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await sleep(100)
  }
}

/** Scrolls down a screen at a time, pausing for what comes into view, until the page ends. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    await sleep(250)
    if (atBottom) return
  }
}

const sum = (scripts: readonly ScriptWeight[]) => toKb(scripts.reduce((total, script) => total + script.gzipBytes, 0))

/** Every JavaScript response once (by URL), its body gzipped by us at level 9. */
async function settle(bodies: readonly Promise<ScriptWeight | null>[]): Promise<ScriptWeight[]> {
  const seen = new Set<string>()
  return (await Promise.all(bodies)).filter((script): script is ScriptWeight => {
    if (script === null || seen.has(script.url)) return false
    seen.add(script.url)
    return true
  })
}

/**
 * Loads a page in a fresh phone-sized browser context and weighs every JavaScript response it
 * receives, first until the network is idle with no interaction, then after scrolling to the
 * bottom.
 */
async function weighPage(browser: Browser, url: string, page: MeasuredPage): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: mobileViewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 })
  try {
    const tab = await context.newPage()
    const atLoad: Promise<ScriptWeight | null>[] = []
    const later: Promise<ScriptWeight | null>[] = []
    let scrolling = false
    tab.on('response', (response: Response) => {
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '')
      if (!isScript || response.status() >= 300) return
      const body = response.body().then(
        (bytes) => ({ url: response.url(), rawBytes: bytes.length, gzipBytes: gzipBytes(bytes) }),
        () => null,
      )
      ;(scrolling ? later : atLoad).push(body)
    })
    const quiet = networkQuiet(tab)
    const response = await tab.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    if (response?.status() !== 200) return { ...page, status: 'error', reason: `HTTP ${response?.status() ?? 'no response'}` }
    const before = await settle(atLoad)
    scrolling = true
    await scrollToBottom(tab)
    await quiet()
    const after = await settle([...atLoad, ...later])
    return { ...page, status: 'measured', atLoadKb: sum(before), afterScrollKb: sum(after), atLoad: before, afterScroll: after }
  } catch (error) {
    return { ...page, status: 'error', reason: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error) }
  } finally {
    await context.close()
  }
}

/** Runs `work` with Debian's Chromium (playwright-core), closed afterwards or on Ctrl-C. */
async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: playwrightChromiumPath, args: playwrightChromiumArgs })
  const unregister = onCleanup(() => browser.close())
  try {
    return await work(browser)
  } finally {
    unregister()
    await browser.close()
  }
}

/** The JavaScript each page of `origin` loads. */
export async function measureJsWeight(origin: string, pages: readonly MeasuredPage[]): Promise<PageWeight[]> {
  return withBrowser(async (browser) => {
    const weights: PageWeight[] = []
    for (const page of pages) weights.push(await weighPage(browser, origin + page.path, page))
    return weights
  })
}

/**
 * Loads each page once on Lighthouse's own phone screen, so the image variants its runs ask for
 * are made (and kept) before the first run: otherwise whichever of a page and its ceiling came
 * first in the first round would wait for them.
 */
export async function warmForLighthouse(urls: readonly string[]): Promise<void> {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true })
    try {
      const tab = await context.newPage()
      for (const url of urls) await tab.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    } finally {
      await context.close()
    }
  })
}
