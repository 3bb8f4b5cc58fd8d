import path from 'node:path'
import { expect, settledOnScreen, test, type Page } from './fixtures'
import { axeViolations } from './axe'
import { readPractice } from '../../src/content/local/practice'
import { readTeam } from '../../src/content/local/files'
import { headlinePrice } from '../../src/practice/facts'
import { popularTreatments } from '../../src/site/navigation'
import { treatmentForRoute } from '../../src/practice/treatment-records'

/**
 * Issue 29, the homepage: between its body and the enquiry form it shows the practice, read from
 * the model (the embedded files, which the WordPress-mode run seeds WordPress from): the popular
 * treatments with their records' "from" prices, every clinic with today's line, the registrants
 * with their GDC numbers, the spec's five testimonials; and it loads no more script at first.
 */
const contentDir = path.resolve('content')
const team = () => readTeam(contentDir)
const model = async () => readPractice(contentDir, (await team()).map((member) => member.slug))
const main = (page: Page) => page.getByRole('main')

/** Scrolls a screen at a time, as a reader does, so what renders and loads near the screen has. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.waitForTimeout(60)
  }
}

test.describe('the homepage shows the practice', () => {
  test('each popular treatment of the spec with the "from" price of the record it presents', async ({ page }) => {
    const { treatments } = await model()
    await page.goto('/')
    const cards = main(page).getByTestId('home-treatment')
    await expect(cards).toHaveCount(popularTreatments.length)
    for (const link of popularTreatments) {
      const record = treatmentForRoute(treatments, link.href)
      expect(record, link.href).toBeDefined()
      const card = cards.filter({ has: page.locator(`a[href="${link.href}"]`) })
      await expect(card, link.href).toHaveCount(1)
      await expect(card.getByTestId('home-treatment-price')).toHaveText(new RegExp(`^${headlinePrice(record!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'))
    }
  })

  test('links to every clinic page, each card with a today line once its list nears the screen', async ({ page }) => {
    const { group } = await model()
    await page.goto('/')
    const links = await main(page).locator('a[href^="/our-clinics/"]').evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')))])
    expect(links.sort()).toEqual(group.clinics.map((clinic) => `/our-clinics/${clinic.slug}`).sort())
    const today = main(page).locator('clinic-today')
    await expect(today).toHaveCount(group.clinics.length)
    await today.first().scrollIntoViewIfNeeded()
    for (const line of await today.all()) await expect(line).toHaveText(/\S/)
  })

  test('the registrants with their GDC numbers and portraits, linked to the team page', async ({ page }) => {
    const registrants = (await team()).filter((member) => member.gdcNumber)
    await page.goto('/')
    const members = main(page).getByTestId('home-team-member')
    await expect(members).toHaveCount(registrants.length)
    for (const member of registrants) {
      const card = members.filter({ hasText: member.name })
      await expect(card.getByRole('link', { name: member.name })).toHaveAttribute('href', `/meet-the-team#team-${member.slug}`)
      await expect(card).toContainText(`GDC ${member.gdcNumber}`)
      if (member.portrait) await expect(card.locator('img')).toHaveAttribute('loading', 'lazy')
    }
  })

  test("from 1024 px, the main clinic's phone, hours and Book sit beside the body, using the width; not on a phone", async ({ page }) => {
    const { group } = await model()
    const main = group.clinics.find((clinic) => clinic.main)!
    await page.goto('/')
    const visit = page.getByRole('complementary', { name: 'Book a visit' })
    await expect(visit.locator('a[href^="tel:"]')).toHaveText(main.phone)
    await expect(visit.getByRole('link', { name: 'Book an appointment' })).toBeVisible()
    const text = await page.locator('#welcome-title + .prose-cms').boundingBox()
    const aside = await visit.boundingBox()
    const container = await page.locator('section[aria-labelledby="welcome-title"]').boundingBox()
    expect(aside!.x).toBeGreaterThan(text!.x + text!.width)
    expect(aside!.x + aside!.width - text!.x).toBeGreaterThanOrEqual(0.75 * (container!.width - 40))
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(visit).toBeHidden()
  })

  test("the spec's five testimonials, as plain HTML", async ({ page }) => {
    await page.goto('/')
    await expect(main(page).getByTestId('home-testimonial')).toHaveCount(5)
  })

  test('the sections sit between the body and the enquiry form, in order', async ({ page }) => {
    await page.goto('/')
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main [data-home-section], #getintouchform')].map((element) => element.getAttribute('data-home-section') ?? element.id ?? element.tagName),
    )
    expect(order).toEqual(['welcome-title', 'treatments', 'clinics', 'team', 'testimonials', 'getintouchform'])
  })

  test('its pictures are lazy and sized (no shift), and no script of its own loads before scrolling', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    // Once the islands on the first screen work, an island further down that loaded its code
    // without being scrolled to would have asked for it already.
    await settledOnScreen(page)
    expect(scripts.filter((url) => /clinic-today|home/.test(url))).toEqual([])
    const images = main(page).locator('[data-home-section] img')
    expect(await images.count()).toBeGreaterThan(0)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
    }
  })
})

for (const width of [1366, 390]) {
  test(`axe finds no WCAG 2.2 AA violations on / at ${width} px, scrolled through`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await scrollThrough(page)
    await settledOnScreen(page)
    expect(await axeViolations(page)).toEqual([])
  })
}
