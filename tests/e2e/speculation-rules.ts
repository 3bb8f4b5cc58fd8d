import type { Page } from './fixtures'

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
