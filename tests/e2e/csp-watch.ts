import type { Page } from './fixtures'

/**
 * Collects every Content-Security-Policy violation the page reports from now on (the
 * `securitypolicyviolation` event and the console's report), so a test can assert there was none.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  await page.exposeFunction('__reportCsp', (text: string) => seen.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return seen
}
