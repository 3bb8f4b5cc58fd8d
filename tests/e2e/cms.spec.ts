import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'

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
  await expect(page.locator('.prose-cms a[href="/contact-us"]')).toHaveCount(1)
  const upload = page.locator('.prose-cms img[src^="/wp-content/uploads/"]').first()
  await upload.scrollIntoViewIfNeeded()
  await expect.poll(() => upload.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('stopping the CMS does not blank a page served before; unseen content gets the 503 page', async ({ page, request }) => {
  await page.goto('/teeth-whitening')
  const before = await page.getByRole('heading', { level: 1 }).textContent()
  execFileSync('bash', ['scripts/wordpress/stop.sh', process.env.E2E_WP_PORT ?? ''], { stdio: 'inherit' })

  const again = await page.goto('/teeth-whitening')
  expect(again?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before ?? '')
  await expect(page.locator('.prose-cms p').first()).toBeVisible()

  const unseen = await request.get('/search?search=implant', { maxRedirects: 0 })
  expect(unseen.status()).toBe(307)
  expect(unseen.headers().location).toMatch(/^\/service-unavailable\?from=/)
  const fallback = await page.goto(unseen.headers().location ?? '/')
  expect(fallback?.status()).toBe(503)
  await expect(page.getByRole('link', { name: /01632 960123/ })).toBeVisible()
})
