import { execFileSync } from 'node:child_process'
import { expect, test } from './fixtures'
import { embeddedFacts } from '../embedded-facts'

/** The main clinic's facts, read from the embedded practice model as the site reads them. */
const facts = embeddedFacts()

// Runs against a site built on a real WordPress (tests/e2e-wordpress/run.ts sets E2E_CMS).
test.skip(process.env.E2E_CMS !== 'wordpress', 'needs the site in WordPress mode')
test.describe.configure({ mode: 'serial' })

test('hostile markup stored in WordPress never reaches the browser', async ({ page }) => {
  const response = await page.goto('/fees')
  const html = (await response?.text()) ?? ''
  expect(html).not.toContain('__cmsScriptRan = true</script>')
  expect(html).not.toMatch(/onerror=/i)
  expect(await page.evaluate(() => (window as unknown as { __cmsScriptRan?: boolean }).__cmsScriptRan)).toBeUndefined()
  // Links and uploads on the WordPress host now point at this site.
  await expect(page.locator('.prose-cms a[href^="http://127.0.0.1"]')).toHaveCount(0)
  await expect(page.locator('.prose-cms a[href="/contact-us"]').first()).toBeVisible()
  const upload = page.locator('.prose-cms img[src^="/wp-content/uploads/"]').first()
  await upload.scrollIntoViewIfNeeded()
  await expect.poll(() => upload.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test("an editor's overreach stays in its box: no camera, a sandboxed frame, no site classes, one #main, noopener", async ({ page }) => {
  await page.goto('/fees')
  const frame = page.locator('.prose-cms iframe')
  await expect(frame).toHaveCount(1)
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox')
  await expect(frame).toHaveAttribute('allow', 'autoplay')
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  await expect(page.locator('[id="main"]')).toHaveCount(1)
  await expect(page.locator('.prose-cms .fixed, .prose-cms .inset-0, .prose-cms .z-50')).toHaveCount(0)
  await expect(page.locator('.prose-cms a[href="https://example.com/elsewhere"]')).toHaveAttribute('rel', 'noopener noreferrer')
})

test('stopping the CMS does not blank a page served before; unseen content gets the 503 page', async ({ page }) => {
  await page.goto('/teeth-whitening')
  const before = await page.getByRole('heading', { level: 1 }).textContent()
  execFileSync('bash', ['scripts/wordpress/stop.sh', process.env.E2E_WP_PORT ?? ''], { stdio: 'inherit' })

  const again = await page.goto('/teeth-whitening')
  expect(again?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before ?? '')
  await expect(page.locator('.prose-cms p').first()).toBeVisible()

  // Search results this server never loaded: the 503 page, at the visitor's own address, so
  // 'try again' (and a reload) asks for the same results.
  const unavailable = await page.goto('/search?search=implant')
  expect(unavailable?.status()).toBe(503)
  expect(unavailable?.headers()['retry-after']).toBe('60')
  await expect(page).toHaveURL(/\/search\?search=implant$/)
  await expect(page.getByRole('link', { name: 'try again' })).toHaveAttribute('href', '/search?search=implant')
  await expect(page.getByRole('link', { name: facts.phone.display })).toBeVisible()
})
