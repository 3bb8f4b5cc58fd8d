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

/**
 * Records every request the page makes to another origin from now on, and aborts it, so a test
 * can assert that nothing leaves the site (no third party is contacted before a visitor's click).
 */
export async function watchOffsite(page: Page, baseURL: string | undefined): Promise<string[]> {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
  const offsite: string[] = []
  const isOffsite = (url: URL) => url.protocol.startsWith('http') && url.origin !== origin
  page.on('request', (request) => {
    if (isOffsite(new URL(request.url()))) offsite.push(request.url())
  })
  await page.route(isOffsite, (route) => route.abort())
  return offsite
}
