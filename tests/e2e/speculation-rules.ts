import type { Response } from '@playwright/test'
import type { Page } from './fixtures'

/**
 * The rule sets a page names in its Speculation-Rules header (a list of quoted URLs): each URL
 * and the type it is served with.
 */
export async function namedRuleSets(page: Page, response: Response): Promise<{ url: string; contentType?: string }[]> {
  const header = (await response.allHeaders())['speculation-rules'] ?? ''
  const urls = header.split(',').filter((item) => item.trim()).map((item) => new URL(JSON.parse(item.trim()) as string, response.url()).href)
  return Promise.all(urls.map(async (url) => ({ url, contentType: (await page.request.get(url)).headers()['content-type'] })))
}

/**
 * What the browser makes of the page's speculation rules, as its DevTools see it (Chromium's
 * Preload domain): the rule sets it could not read, and the URLs it has prefetched and holds ready.
 * Call before the page loads.
 */
export async function watchPrefetches(page: Page): Promise<{ invalid: string[]; ready: Set<string> }> {
  const session = await page.context().newCDPSession(page)
  const invalid: string[] = []
  const ready = new Set<string>()
  session.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) invalid.push(`${ruleSet.url ?? 'inline'}: ${ruleSet.errorMessage ?? ruleSet.errorType}`)
  })
  session.on('Preload.prefetchStatusUpdated', ({ key, status }) => {
    if (status === 'Ready') ready.add(key.url)
  })
  await session.send('Preload.enable')
  return { invalid, ready }
}
