import { expect, test } from './fixtures'

test.describe('page frame', () => {
  test('header bar links, phone link, and the practice footer', async ({ page }) => {
    await page.goto('/fees')
    const main = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['All Treatments', 'Invisalign', 'Dental Implants', 'Prices', 'Contact Us']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Call us on 01632 960123' })).toHaveAttribute('href', 'tel:+441632960123')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Monday to Friday')
    await expect(footer).toContainText('8:00am to 5.00pm')
    await expect(footer.getByRole('link', { name: 'sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml')
    await expect(footer.getByRole('link', { name: /inspection report/ })).toBeVisible()
    await expect(footer.getByRole('img')).toHaveCount(5)
    await expect(footer.getByTestId('site-updated')).toHaveText(/Site updated on \d{1,2} [A-Z][a-z]+ \d{4}/)
  })

  test('the header takes its sticky look past 50 px of scroll', async ({ page }) => {
    await page.goto('/fees')
    const header = page.locator('header[data-stuck]')
    await expect(header).toHaveAttribute('data-stuck', 'false')
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-stuck', 'false')
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-stuck', 'true')
  })

  test('the logo swaps to the mobile image at handset widths @phone', async ({ page }) => {
    await page.goto('/')
    const src = await page.locator('header img').first().evaluate((img: HTMLImageElement) => img.currentSrc)
    const width = page.viewportSize()?.width ?? 0
    expect(src).toContain(width < 600 ? 'logo-mobile.webp' : 'logo-desktop.webp')
  })

  test('mobile drawer: one group open at a time, closing collapses, a link closes it @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
    const drawer = page.getByRole('navigation', { name: 'All pages' })
    const groups = drawer.getByRole('button')
    await expect(groups).toHaveCount(10)
    const general = drawer.getByRole('button', { name: 'General Dentistry' })
    const cosmetic = drawer.getByRole('button', { name: 'Cosmetic Dentistry' })
    await general.click()
    await expect(general).toHaveAttribute('aria-expanded', 'true')
    await cosmetic.click()
    await expect(cosmetic).toHaveAttribute('aria-expanded', 'true')
    await expect(general).toHaveAttribute('aria-expanded', 'false')
    // Closing the drawer below 900 px closes every group.
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(cosmetic).toHaveAttribute('aria-expanded', 'false')
    await cosmetic.click()
    await drawer.getByRole('link', { name: 'Porcelain Veneers' }).click()
    await expect(page).toHaveURL(/\/veneers$/)
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a route change scrolls back to the top', async ({ page }) => {
    await page.goto('/fees', { waitUntil: 'networkidle' })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Teeth Whitening' }).click()
    await expect(page).toHaveURL(/\/teeth-whitening$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('links inside CMS bodies navigate without a full reload', async ({ page }) => {
    await page.goto('/treatments')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    await page.locator('.prose-cms a[href="/veneers"]').first().click()
    await expect(page).toHaveURL(/\/veneers$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
  })

  test('opening the route you are already on reloads its data', async ({ page }) => {
    await page.goto('/fees', { waitUntil: 'networkidle' })
    const reload = page.waitForRequest((request) => new URL(request.url()).pathname === '/fees' && request.headers()['rsc'] === '1')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prices' }).click()
    await reload
    await expect(page).toHaveURL(/\/fees$/)
  })
})
