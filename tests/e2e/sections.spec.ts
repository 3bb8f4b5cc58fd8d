import { expect, frameReady, interactive, settledOnScreen, test, type Locator, type Page } from './fixtures'
import { axeViolations } from './axe'
import { watchOffsite } from './request-watch'
import { alignerCases } from '../../src/components/sections/aligner-cases'
import { BANNER_WAIT_MS } from '../../src/components/sections/banner-slide'
import { INTERACTIVE_ATTRIBUTE } from '../../src/components/ui/interactive'
import { accreditations } from '../../src/practice/accreditations'

const slidesOf = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]')
const banner = (page: Page) => page.getByRole('group', { name: 'Featured treatments' })

/** How many slides fit in a carousel's viewport at the current width. */
const perView = (carousel: Locator) =>
  slidesOf(carousel)
    .first()
    .evaluate((slide) => Math.round((slide.parentElement?.getBoundingClientRect().width ?? 0) / slide.getBoundingClientRect().width))

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.waitForTimeout(60)
  }
}

test.describe('homepage banner', () => {
  test('four slides that advance by themselves after about 6 seconds', async ({ page }) => {
    await page.goto('/')
    const slides = slidesOf(banner(page))
    await expect(slides).toHaveCount(4)
    for (const [index, title] of ['Invisalign in as little as 6 months', 'Composite bonding', 'Dental implants for missing teeth', 'Porcelain veneers'].entries()) {
      await expect(slides.nth(index).getByRole('heading', { level: 2 })).toHaveText(title)
    }
    await expect(banner(page).getByRole('button', { name: 'Stop automatic rotation' })).toBeVisible()
    // The clock starts once the banner works (it hydrates after the page has loaded).
    await interactive(banner(page))
    const started = Date.now()
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true')
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 9000 })
    expect(Date.now() - started).toBeGreaterThan(4500)
    await expect(slides.nth(0)).toHaveAttribute('inert', '')
  })

  test('leaves the first seconds after load to the visitor, and starts at once when a pointer comes over it', async ({ page }) => {
    await page.goto('/')
    await page.waitForTimeout(BANNER_WAIT_MS / 3)
    await expect(banner(page), 'not started by itself yet').not.toHaveAttribute(INTERACTIVE_ATTRIBUTE)
    await banner(page).hover()
    await interactive(banner(page))
  })

  test("a pointer starts it even while the page's clock stands still, so it is the pointer that does", async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    // Time stops: the banner's own wait can never run out now.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await banner(page).hover()
    await interactive(banner(page))
  })

  test('stays on the first slide under reduced motion, with a play button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await interactive(banner(page))
    await expect(banner(page).getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
    await page.waitForTimeout(7000)
    await expect(slidesOf(banner(page)).nth(0)).toHaveAttribute('data-active', 'true')
  })

  test('pause, arrows and dots are keyboard operable; the buttons book and enquire', async ({ page }) => {
    await page.goto('/')
    const carousel = await interactive(banner(page))
    const slides = slidesOf(carousel)
    await carousel.getByRole('button', { name: 'Stop automatic rotation' }).click()
    await page.mouse.move(0, 0)
    await page.waitForTimeout(6500)
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true')
    await carousel.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true')
    await carousel.getByRole('button', { name: 'Show slide 4 of 4' }).click()
    await expect(slides.nth(3)).toHaveAttribute('data-active', 'true')
    await expect(slides.nth(3).getByRole('link', { name: 'Book appointment' })).toHaveAttribute('href', '/contact-us')
    await frameReady(page)
    await slides.nth(3).getByRole('link', { name: 'Enquire now' }).click()
    await expect(page.locator('#getintouchform')).toBeInViewport()
    await expect(page.locator('#getintouchform')).toBeFocused()
  })

  test('the first picture is eager and high priority, the rest lazy; small variants below 768 px', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    const pictures = [...html.matchAll(/<img[^>]*banner%2F[^>]*>/g)].map((match) => match[0])
    expect(pictures).toHaveLength(4)
    expect(pictures[0]).toMatch(/fetchPriority="high"/i)
    expect(pictures[0]).not.toMatch(/loading="lazy"/)
    for (const picture of pictures.slice(1)) expect(picture).toMatch(/loading="lazy"/)
    for (const [width, file] of [[390, 'invisalign-small.webp'], [1366, 'invisalign.webp']] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const first = slidesOf(banner(page)).first().locator('img')
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => decodeURIComponent(img.currentSrc))).toContain(`/media/banner/${file}`)
    }
  })
})

test.describe('logo carousels', () => {
  test('footer: every badge, 1/1/2/4/5 per view, rotating every 3 s and paused while hovered', async ({ page }) => {
    await page.goto('/fees')
    const logos = page.getByRole('contentinfo').getByRole('group', { name: 'Accreditations and partners' })
    await expect(slidesOf(logos)).toHaveCount(accreditations.length)
    // The carousel's code loads as it nears the viewport; its controls are enabled once it works
    // (at this width every logo fits, so the button is kept but hidden). Resized before then, the
    // footer would leave the screen and the code would not load.
    await interactive(logos)
    await expect(logos.getByRole('button', { name: 'Stop automatic rotation', includeHidden: true })).toBeEnabled()
    for (const [width, count] of [[390, 1], [500, 1], [800, 2], [1000, 4], [1300, 5]] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => perView(logos), `${width} px`).toBe(count)
    }
    // Issue 45: two badges (no finance badge) fit at 800 px; at 500 (one a view) it still rotates.
    await page.setViewportSize({ width: 500, height: 900 })
    await expect(logos.getByRole('button', { name: 'Stop automatic rotation' })).toBeVisible()
    await expect(slidesOf(logos).nth(1)).toHaveAttribute('data-active', 'true', { timeout: 5000 })
    await logos.hover()
    const shown = await logos.locator('[data-active="true"]').getAttribute('aria-label')
    await page.waitForTimeout(4000)
    await expect(logos.locator('[data-active="true"]')).toHaveAttribute('aria-label', shown ?? '')
    // Keyboard focus inside pauses it too; it resumes once focus and pointer have both left.
    await page.mouse.move(0, 0)
    await logos.getByRole('button', { name: 'Stop automatic rotation' }).focus()
    await page.waitForTimeout(4000)
    await expect(logos.locator('[data-active="true"]')).toHaveAttribute('aria-label', shown ?? '')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expect(logos.locator('[data-active="true"]')).not.toHaveAttribute('aria-label', shown ?? '', { timeout: 5000 })
  })

  test('private dentist: the second carousel shows 1, 2 then 4 logos', async ({ page }) => {
    await page.goto('/private-dentist')
    const logos = page.getByRole('group', { name: 'Our accreditations' })
    for (const [width, count] of [[700, 1], [800, 2], [1300, 4]] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => perView(logos), `${width} px`).toBe(count)
    }
  })
})

test('testimonials: five, one at a time with dots, on every page that has them', async ({ page }) => {
  for (const path of ['/reviews', '/testimonials', '/private-dentist', '/testimonial']) {
    await page.goto(path)
    await expect(slidesOf(page.getByRole('group', { name: 'Patient testimonials' })), path).toHaveCount(5)
  }
  const carousel = page.getByRole('group', { name: 'Patient testimonials' })
  const dots = carousel.getByRole('button', { name: /^Show testimonial \d of 5$/ })
  await expect(dots).toHaveCount(5)
  await interactive(carousel)
  await dots.nth(2).click()
  await expect(slidesOf(carousel).nth(2)).toHaveAttribute('data-active', 'true')
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
  await expect(slidesOf(carousel).nth(0)).toHaveAttribute('inert', '')
})

test.describe('Invisalign aligner slider', () => {
  test('each case starts at Week 1 and its range maximum shows Week {count} with that picture', async ({ page }) => {
    await page.goto('/invisalign')
    const cases = slidesOf(await interactive(page.getByRole('group', { name: 'Aligner before and after cases' })))
    await expect(cases).toHaveCount(alignerCases.length)
    for (const [index, item] of alignerCases.entries()) {
      const card = cases.nth(index)
      const label = card.getByTestId('aligner-week')
      const range = card.getByRole('slider')
      const picture = card.getByRole('img')
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.name)
      await expect(label).toHaveText('Week 1')
      await expect(picture).toHaveAttribute('src', `/media/aligners/${item.slug}/1.webp`)
      await expect(range).toHaveAttribute('max', String(item.images))
      await expect(range).toHaveAttribute('step', '1')
      await range.focus()
      await page.keyboard.press('End')
      await expect(label).toHaveText(`Week ${item.images}`)
      await expect(picture).toHaveAttribute('src', `/media/aligners/${item.slug}/${item.images}.webp`)
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480)
      const fill = await card.getByTestId('aligner-fill').evaluate((bar) => bar.getBoundingClientRect().width / (bar.parentElement?.getBoundingClientRect().width ?? 1))
      expect(fill).toBeGreaterThan(0.95)
    }
  })

  test('3 cases in view above 1200 px, 2 from 1024, 1 below; dragging a range never moves the carousel', async ({ page }) => {
    await page.goto('/invisalign')
    const slider = await interactive(page.getByRole('group', { name: 'Aligner before and after cases' }))
    for (const [width, count] of [[1366, 3], [1200, 2], [1024, 2], [1000, 1], [768, 1]] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => perView(slider), `${width} px`).toBe(count)
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    const first = slidesOf(slider).first()
    const track = first.locator('..')
    const range = first.getByRole('slider')
    await range.scrollIntoViewIfNeeded()
    const before = await track.evaluate((element) => getComputedStyle(element).transform)
    const box = await range.boundingBox()
    if (!box) throw new Error('range not laid out')
    await page.mouse.move(box.x + 8, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 12 })
    await page.mouse.up()
    await expect(first.getByTestId('aligner-week')).not.toHaveText('Week 1')
    expect(await track.evaluate((element) => getComputedStyle(element).transform)).toBe(before)
  })

  test('loads no more than 12 aligner pictures at 1366 px', async ({ page }) => {
    const frames: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/media/aligners/')) frames.push(request.url())
    })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/invisalign')
    await page.getByRole('heading', { name: 'Watch teeth move into line, week by week' }).scrollIntoViewIfNeeded()
    await settledOnScreen(page)
    await page.waitForTimeout(1500)
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.length).toBeLessThanOrEqual(12)
  })
})

test('BOOK YOUR CONSULTATION brings the enquiry form into view and hands it the keyboard focus', async ({ page }) => {
  await page.goto('/why-choose-us')
  await frameReady(page)
  for (const name of ['Our Practice', 'Our promise to you']) {
    const button = page.getByRole('region', { name }).getByRole('link', { name: 'BOOK YOUR CONSULTATION' })
    await expect(button).toHaveAttribute('href', '#getintouchform')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.locator('#getintouchform')).not.toBeInViewport()
    await button.click()
    await expect(page.locator('#getintouchform')).toBeInViewport()
    // The next Tab continues in the form, not after the button.
    await expect(page.locator('#getintouchform')).toBeFocused()
  }
})

test.describe('FAQs', () => {
  for (const [path, title, count] of [['/invisalign', 'Invisalign questions', 6], ['/invisible-braces', 'Invisible braces questions', 4], ['/private-dentist', 'Questions about joining', 8]] as const) {
    test(`${path}: ${count} questions that open and close by keyboard, with FAQPage data`, async ({ page }) => {
      await page.goto(path)
      const faq = page.getByRole('region', { name: title })
      const items = faq.locator('details')
      await expect(items).toHaveCount(count)
      await items.first().locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(items.first()).toHaveAttribute('open', '')
      await page.keyboard.press('Enter')
      await expect(items.first()).not.toHaveAttribute('open')
      await page.keyboard.press('Space')
      await expect(items.first()).toHaveAttribute('open', '')
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const data = JSON.parse(scripts.find((text) => text.includes('"FAQPage"')) ?? '{}') as { '@type'?: string; mainEntity?: unknown[] }
      expect(data['@type']).toBe('FAQPage')
      expect(data.mainEntity).toHaveLength(count)
      if (path === '/private-dentist') {
        const links = await faq.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
        expect(links).toEqual(expect.arrayContaining(['/teeth-whitening', '/veneers', '/dental-implants-services', '/nhs-treatment', '/finance', '/reviews']))
      }
    })
  }
})

test.describe('click-to-load video and map', () => {
  for (const [path, kind] of [['/invisalign', 'video'], ['/invisible-braces', 'video'], ['/contact-us', 'map'], ['/private-dentist', 'map']] as const) {
    test(`${path}: no request leaves the site until the ${kind} is clicked`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
      const offsite = await watchOffsite(page, baseURL)
      await page.goto(path)
      await scrollThrough(page)
      // The facades are what could reach YouTube or the map: checked once they work.
      await (kind === 'video' ? interactive(page.locator('[data-video-facade]').first()) : interactive(page.getByRole('button', { name: 'Show map' })))
      await settledOnScreen(page)
      expect(offsite).toEqual([])
      expect((await page.context().cookies()).filter((cookie) => !origin.includes(cookie.domain))).toEqual([])
      if (kind === 'video') {
        // Once its island is live, as a visitor's click would be (before, it is the plain YouTube link).
        await (await interactive(page.locator('[data-video-facade]').first())).click()
        await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1)
      } else {
        await expect(page.getByText('14 Larkspur Court, Queen Street').last()).toBeVisible()
        await (await interactive(page.getByRole('button', { name: 'Show map' }))).click()
        await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toHaveCount(1)
      }
      await expect.poll(() => offsite.length).toBeGreaterThan(0)
    })
  }
})

test.describe('scroll animations', () => {
  test('sections ease in each time they enter, with a 50 ms delay', async ({ page }) => {
    await page.goto('/why-choose-us')
    const promise = page.getByRole('region', { name: 'Our promise to you' })
    await expect(promise).toHaveAttribute('data-reveal', 'out')
    await expect.poll(() => promise.evaluate((section) => getComputedStyle(section).opacity)).toBe('0')
    await promise.scrollIntoViewIfNeeded()
    await expect(promise).toHaveAttribute('data-reveal', 'in')
    // One delay per animated property (opacity and position), each 50 ms.
    const delays = await promise.evaluate((section) => getComputedStyle(section).transitionDelay.split(', '))
    expect(new Set(delays)).toEqual(new Set(['0.05s']))
    await expect.poll(() => promise.evaluate((section) => getComputedStyle(section).opacity)).toBe('1')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(promise).toHaveAttribute('data-reveal', 'out')
    await promise.scrollIntoViewIfNeeded()
    await expect(promise).toHaveAttribute('data-reveal', 'in')
  })

  test('re-armed after a route change, and never under reduced motion', async ({ page }) => {
    await page.goto('/why-choose-us')
    await expect(page.getByRole('region', { name: 'Our promise to you' })).toHaveAttribute('data-reveal', 'out')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invisalign', exact: true }).click()
    await expect(page).toHaveURL(/\/invisalign$/)
    await expect(page.getByRole('region', { name: 'Invisalign questions' })).toHaveAttribute('data-reveal', 'out')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/why-choose-us')
    await page.waitForTimeout(500)
    await expect(page.locator('[data-reveal]')).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the first slide, week 1 of each case, the FAQs and the booking link all work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Invisalign in as little as 6 months' })).toBeInViewport()
    await page.goto('/invisalign')
    await expect(page.getByTestId('aligner-week')).toHaveText(Array(6).fill('Week 1'))
    const question = page.getByRole('region', { name: 'Invisalign questions' }).locator('details').first()
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
    await page.goto('/why-choose-us')
    await page.getByRole('link', { name: 'BOOK YOUR CONSULTATION' }).first().click()
    await expect(page).toHaveURL(/#getintouchform$/)
    await expect(page.locator('#getintouchform')).toBeInViewport()
  })
})

for (const path of ['/', '/invisalign', '/private-dentist', '/contact-us', '/why-choose-us']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} (sections) @phone`, async ({ page, isMobile }) => {
    // Reduced motion: every section is shown at once, so axe checks them all (and none mid-fade).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await settledOnScreen(page)
    // In a desktop browser a11y.spec.ts's registry walk runs axe on these routes, at 1366 and 390 px.
    if (isMobile) expect(await axeViolations(page)).toEqual([])
    // Nothing sticks out sideways (slides waiting off-screen in a carousel are meant to).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => !element.closest('[aria-roledescription="carousel"], svg *') && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
    )
    expect(overflowing).toEqual([])
  })
}
