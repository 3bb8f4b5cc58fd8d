import { expect, interactive, settleIslands, test, type Page } from './fixtures'
import { focusIsVisible, KEY_PAGES, tabThroughPage } from './keyboard-walk'

/** Keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7, 2.4.11), issue 17. */
test.beforeEach(async ({ page }) => {
  // The banner does not rotate under reduced motion, so what is focusable stays put during the walk.
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const focused = (page: Page) => page.locator(':focus')

for (const path of KEY_PAGES) {
  test(`${path}: the skip link comes first, every control is reached in order with a visible focus, and the walk ends`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto(path)
    await settleIslands(page)
    const labels = await tabThroughPage(page)
    expect(labels.length).toBeGreaterThan(10)

    // The skip link moves focus to the main content; the next Tab reaches main's first control.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Skip to content' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    await page.keyboard.press('Tab')
    const inMain = await focused(page).evaluate((element) => element.closest('main') !== null)
    expect(inMain).toBe(true)
    await expect.poll(() => focusIsVisible(page)).toBe('')
  })
}

for (const width of [390, 1366]) {
  test(`at ${width} px the drawer keeps focus while open; Escape closes it and returns focus to Menu`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/dental-implants-services')
    const toggle = page.locator('.drawer-toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('navigation', { name: 'All pages' })
    await expect(drawer.locator('summary').first()).toBeVisible()
    expect(await drawer.locator('summary').count()).toBe(10)
    // Narrow, the groups are closed (ten stops, and any link outside them, such as the site map's);
    // wide, every group's links show as well.
    const stops = await drawer.locator('summary, a[href]').evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length)
    const links = drawer.locator(width < 961 ? 'a[href]:not(details a)' : 'a[href]')
    expect(stops).toBe((await links.count()) + 10)

    // Round the loop: each of the drawer's controls, then back to the button, then the first again.
    const visited: string[] = []
    for (let step = 0; step <= stops; step++) {
      await page.keyboard.press('Tab')
      visited.push(await focused(page).evaluate((element) => (element.closest('.drawer') ? 'drawer' : element.matches('.drawer-toggle') ? 'toggle' : 'outside')))
      await expect.poll(() => focusIsVisible(page)).toBe('')
    }
    expect(visited).toEqual([...Array<string>(stops).fill('drawer'), 'toggle'])
    await page.keyboard.press('Tab')
    await expect(drawer.locator('summary').first()).toBeFocused()

    // Shift+Tab from the button goes to the drawer's last control, not back into the page.
    await toggle.focus()
    await page.keyboard.press('Shift+Tab')
    const onLast = () =>
      page.evaluate(() => {
        const controls = [...document.querySelectorAll('.drawer summary, .drawer a[href]')].filter((control) => control.checkVisibility())
        return document.activeElement === controls.at(-1)
      })
    await expect.poll(onLast).toBe(true)

    // A group opened with Enter puts its links in the loop.
    await drawer.locator('summary').first().focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(focused(page)).toHaveAttribute('href', /^\//)
    await expect(drawer.locator('details').first()).toHaveAttribute('open', '')

    await page.keyboard.press('Escape')
    await expect(page.locator('.drawer')).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
}

test('the banner carousel works with keys: Next and a dot, pressed with Enter and Space', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('group', { name: 'Featured treatments' })
  const slides = banner.locator('[aria-roledescription="slide"]')
  const next = banner.getByRole('button', { name: 'Next slide' })
  await expect(next).toBeEnabled()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(slides.nth(1)).toHaveAttribute('data-active', 'true')
  await banner.getByRole('button', { name: 'Show slide 4 of 4' }).focus()
  await page.keyboard.press('Space')
  await expect(slides.nth(3)).toHaveAttribute('data-active', 'true')
  // The slide now shown is reachable; the hidden ones are not.
  await page.keyboard.press('Shift+Tab')
  await expect.poll(() => focusIsVisible(page)).toBe('')
})

test('the aligner slider moves a week with the arrow keys and to the end with End', async ({ page }) => {
  await page.goto('/invisalign')
  const first = page.getByRole('group', { name: 'Aligner before and after cases' }).locator('[aria-roledescription="slide"]').first()
  const slider = first.getByRole('slider')
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(first.getByTestId('aligner-week')).toHaveText('Week 2')
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(`Week (\\d+) of \\1`))
  await expect.poll(() => focusIsVisible(page)).toBe('')
})

for (const [path, facade, frame] of [
  ['/invisalign', '[data-video-facade]', 'iframe[src*="youtube-nocookie.com"]'],
  ['/contact-us', 'button:text-is("Show map")', 'iframe[src^="https://www.openstreetmap.org/"]'],
] as const) {
  test(`${path}: the ${frame.includes('youtube') ? 'video' : 'map'} loads with Enter, takes focus, and Tab leaves it again`, async ({ page }) => {
    await page.goto(path)
    // The facade's own handler must be attached before Enter, or the browser follows its link.
    await (await interactive(page.locator(facade).first())).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(frame)).toBeFocused()
    // The frame is not a trap: a few Tabs reach the page again, past the frame.
    await expect(async () => {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
    }).toPass({ timeout: 10_000 })
  })
}
