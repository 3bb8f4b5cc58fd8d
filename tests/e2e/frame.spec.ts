import { expect, frameReady, test } from './fixtures'
import { watchPrefetches } from './speculation-rules'
import { embeddedFacts } from '../embedded-facts'
import { accreditations } from '../../src/practice/accreditations'

/** The main clinic's facts, read from the embedded practice model as the site reads them. */
const facts = embeddedFacts()

test.describe('page frame', () => {
  test('header bar links, phone link, and the practice footer', async ({ page }) => {
    await page.goto('/fees')
    const main = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['All Treatments', 'Invisalign', 'Dental Implants', 'Prices', 'Contact Us']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: `Call us on ${facts.phone.display}` })).toHaveAttribute('href', facts.phone.href)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Monday to Friday')
    await expect(footer).toContainText('8:00am to 5.00pm')
    await expect(footer.getByRole('link', { name: 'sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml')
    await expect(footer.getByRole('link', { name: /inspection report/ })).toBeVisible()
    // One badge a trust mark or partner the data lists, with its issuer (issue 35).
    await expect(footer.getByRole('img')).toHaveCount(accreditations.length)
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

  test('scrolling to the end of a page shows the end of the footer, at phone and desktop widths', async ({ page }) => {
    // The bands below the first screen are drawn only when they come near it (docs/decisions/006-phone-speed.md):
    // the height they hold until then must be close enough that the end of the page is the end.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 })
      for (const path of ['/', '/veneers', '/blog']) {
        await page.goto(path)
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
        await expect(page.getByRole('contentinfo').getByText(/^© /)).toBeInViewport()
      }
    }
  })

  test("a page asks for no script before it has loaded: the frame's module comes after the load event, and then runs", async ({ page }) => {
    for (const path of ['/veneers', '/']) {
      const html = await (await page.request.get(path)).text()
      expect(html, 'no script element with a src').not.toMatch(/<script[^>]*\ssrc=/)
      await page.goto(path)
      await page.locator('html[data-frame-ready]').waitFor({ state: 'attached' })
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
        const scripts = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        return { loaded: navigation?.loadEventStart ?? Infinity, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) }
      })
      expect(timing.firstScript, `${path}: the first script asked for after load`).toBeGreaterThanOrEqual(timing.loaded)
    }
  })

  test('icons are drawn from the stylesheet in the text colour, and stay visible in forced colours', async ({ page }) => {
    // Icons are empty spans masked by an SVG in globals.css (src/components/ui/icons.tsx).
    const paint = () =>
      page.locator('.drawer-toggle .i-menu').evaluate((icon) => {
        const style = getComputedStyle(icon)
        const probe = document.body.appendChild(document.createElement('span'))
        probe.style.color = 'CanvasText'
        const canvasText = getComputedStyle(probe).color
        probe.remove()
        const { width, height } = icon.getBoundingClientRect()
        return { mask: style.maskImage, background: style.backgroundColor, color: style.color, canvasText, width, height }
      })
    await page.goto('/veneers')
    const normal = await paint()
    expect(normal.mask).toContain('data:image/svg+xml')
    expect(normal.background).toBe(normal.color)
    expect(normal.width).toBeGreaterThan(10)
    expect(normal.height).toBeGreaterThan(10)
    // Windows High Contrast: background colours are forced away, and the dark menu icon would vanish
    // on a dark scheme unless it takes the system text colour.
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' })
    const forced = await paint()
    expect(forced.background).toBe(forced.canvasText)
    expect(forced.background).not.toBe(normal.background)
  })

  test('every icon the site uses has its drawing in the stylesheet', async ({ page }) => {
    // A class name with no `.i-*` rule (a typo, a rule removed) leaves an empty, invisible box.
    const seen = new Set<string>()
    for (const path of ['/invisalign', '/testimonials', '/why-choose-us']) {
      await page.goto(path)
      const icons = await page.locator('.icon').evaluateAll((elements) =>
        elements.map((element) => ({ name: [...element.classList].find((name) => name.startsWith('i-')) ?? '', mask: getComputedStyle(element).maskImage })),
      )
      for (const { name, mask } of icons) {
        expect(mask, `${name} on ${path}`).toContain('data:image/svg+xml')
        seen.add(name)
      }
    }
    const all = ['phone', 'mail', 'pin', 'clock', 'menu', 'close', 'chevron-down', 'chevron-left', 'chevron-right', 'check', 'arrow', 'play', 'pause', 'quote']
    expect([...seen].sort()).toEqual(all.map((name) => `i-${name}`).sort())
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
    const groups = drawer.locator('details')
    await expect(groups).toHaveCount(10)
    const group = (name: string) => drawer.locator('details', { has: page.locator('summary', { hasText: name }) })
    const general = group('General Dentistry')
    const cosmetic = group('Cosmetic Dentistry')
    await general.locator('summary').click()
    await expect(general).toHaveAttribute('open', '')
    await expect(general.getByRole('link', { name: 'Fillings' })).toBeVisible()
    // As a visitor would: the next tap once General's slide has finished moving the groups below it.
    await general.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    await cosmetic.locator('summary').click()
    await expect(cosmetic).toHaveAttribute('open', '')
    await expect(general).not.toHaveAttribute('open')
    await expect(general.getByRole('link', { name: 'Fillings' })).toBeHidden()
    // Closing the drawer below 900 px closes every group.
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(cosmetic).not.toHaveAttribute('open')
    await cosmetic.locator('summary').click()
    await drawer.getByRole('link', { name: 'Porcelain Veneers' }).click()
    await expect(page).toHaveURL(/\/veneers$/)
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('mobile drawer opened before the frame\'s script runs: announced open, focus kept in it, a group and a link close as after @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // Every script waits until the visitor has tapped: a slow network, as on 7 December.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'All pages' })
    await expect(drawer).toBeVisible()
    // Found whether the drawer shows or not (a role locator finds nothing in a hidden drawer).
    const general = page.locator('details[name="drawer-group"]', { has: page.locator('summary', { hasText: 'General Dentistry' }) })
    await general.locator('summary').click()
    await expect(general).toHaveAttribute('open', '')
    expect(await page.locator('html[data-frame-ready]').count(), 'the frame script has not run yet').toBe(0)
    release()
    await frameReady(page)
    const close = page.getByRole('button', { name: 'Close' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    // The focus trap: Shift+Tab from the button goes round to the drawer's last control, not out to the header.
    await close.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(drawer.getByRole('link', { name: /site map/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    // Closing below 900 px closes the group opened before the script ran.
    await close.click()
    await expect(drawer).toBeHidden()
    await expect(general).not.toHaveAttribute('open')
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    // A link chosen in the drawer closes it (kept on this page, so the closing is the script's, not a new page's).
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.evaluate(() => document.addEventListener('click', (event) => (event.target as Element).closest('a') && event.preventDefault()))
    await general.locator('summary').click()
    await general.getByRole('link', { name: 'Fillings' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the drawer shows every group open above 960 px, and Escape closes it', async ({ page }) => {
    await page.goto('/fees')
    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'All pages' })
    await expect(drawer.getByRole('link', { name: 'Fillings' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Dermal Fillers' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the drawer opens before the page has hydrated, and without JavaScript leads to the site map', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fees')
    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'All pages' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: /site map/ }).click()
    await expect(page).toHaveURL(/\/sitemap$/)
    await context.close()
  })

  test('a route change scrolls back to the top', async ({ page }) => {
    await page.goto('/fees')
    // The frame's script is what could hold or restore a scroll position.
    await frameReady(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Teeth Whitening' }).click()
    await expect(page).toHaveURL(/\/teeth-whitening$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  // Navigation is a full page load, prefetched as a link is hovered or touched (issue 24).
  test('links inside CMS bodies are plain links to their page, which the page\'s prefetch rules fetch on hover', async ({ page }) => {
    const prefetches = await watchPrefetches(page)
    const response = await page.goto('/treatments')
    const link = page.locator('.prose-cms a[href="/veneers"]').first()
    const target = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)
    expect(new URL(target).origin).toBe(new URL(page.url()).origin)
    // The rules are in the page itself (nothing to fetch before the first paint), allowed by the policy's hash.
    expect(response?.status()).toBe(200)
    await expect(page.locator('head script[type="speculationrules"]')).toHaveCount(1)
    // The browser reads the rules and, as the pointer rests on the link, fetches its page ahead.
    await link.hover()
    await expect.poll(() => prefetches.ready.has(target), { message: 'prefetched on hover' }).toBe(true)
    expect(prefetches.invalid).toEqual([])
    await link.click()
    await expect(page).toHaveURL(/\/veneers$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The new document came from that prefetch (deliveryType is not in TypeScript's DOM types yet).
    const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType)
    expect(delivery).toBe('navigational-prefetch')
  })

  test('opening the route you are already on loads it again, as a new document', async ({ page }) => {
    await page.goto('/fees')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    const reload = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/fees')
    const loaded = page.waitForEvent('load')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prices' }).click()
    await reload
    await loaded
    await expect(page).toHaveURL(/\/fees$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined()
  })
})
