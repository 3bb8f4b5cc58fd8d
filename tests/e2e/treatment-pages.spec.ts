import path from 'node:path'
import { expect, test, type Locator, type Page } from './fixtures'
import { axeViolations } from './axe'
import { readTeam } from '../../src/content/local/files'
import { readPractice } from '../../src/content/local/practice'
import { exampleSentence, formatPence, formatPounds } from '../../src/finance'
import { mainClinic } from '../../src/practice/facts'
import { financeOf, treatmentExample } from '../../src/practice/finance-facts'
import { routes } from '../../src/site/routes'
import { walkTest } from './walk-page'

/**
 * Issue 29 in the browser: the facts panel of every treatment page, and the phone action bar.
 * Every fact is read from the page's own structured data or the embedded model (the WordPress-mode
 * run seeds WordPress from the same files), and every finance figure is worked out by src/finance:
 * none is typed here.
 */
const contentDir = path.resolve('content')
const model = async () => readPractice(contentDir, (await readTeam(contentDir)).map((member) => member.slug))
const { treatments, group } = await model()
const treatmentPaths = routes.filter((route) => route.kind === 'content' && treatments.some((treatment) => treatment.slug === route.path)).map((route) => `/${route.path}`)

interface Offer {
  readonly priceSpecification: { readonly minPrice: number; readonly maxPrice?: number }
}

/** The page's own Service (issue 28): its offers' prices. */
async function serviceOffers(page: Page): Promise<Offer[]> {
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type'?: string; offers?: Offer[] })
  const service = nodes.find((node) => node['@type'] === 'Service')
  expect(service?.offers?.length, 'the page has a Service with offers').toBeGreaterThan(0)
  return service?.offers ?? []
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

const panel = (page: Page) => page.getByRole('complementary', { name: /at a glance$/ })
const bodyText = (page: Page) => page.locator('main .prose-cms').first()
const actionBar = (page: Page) => page.getByRole('complementary', { name: 'Call or book' })

test('every treatment of the model with a route is tried', () => {
  expect(treatmentPaths).toContain('/veneers')
  expect(treatmentPaths.length).toBeGreaterThan(20)
})

/** At 1366 px on a treatment page: the facts panel beside the text, its prices and finance example, Call and Book. */
async function desktopChecks(page: Page, path: string) {
  const facts = panel(page)
  await expect(facts).toBeVisible()
  const [aside, text] = [await box(facts), await box(bodyText(page))]
  expect(aside.x, 'the panel starts right of the text').toBeGreaterThanOrEqual(text.x + text.width)

  const offers = await serviceOffers(page)
  for (const { priceSpecification: price } of offers) {
    await expect(facts).toContainText(formatPounds(price.minPrice))
    if (price.maxPrice !== undefined) await expect(facts).toContainText(formatPounds(price.maxPrice))
  }
  const treatment = treatments.find((candidate) => `/${candidate.slug}` === path)
  // Issue 35: for a price a patient buys (a bridge's typical units), with every CONC 3.5.5R item and the broker beside it.
  const example = treatment ? treatmentExample({}, treatment) : null
  const finance = facts.getByTestId('finance-example')
  if (example) {
    // Every item, in the example's own sentences (issue 45), worked by the calculator's maths.
    await expect(finance).toContainText(exampleSentence(example))
    await expect(finance).toContainText(`monthly payments of ${formatPence(example.result.initialPayments)}`)
    await expect(finance).toContainText(financeOf({}).brokerStatement)
    await expect(finance).toContainText('Finance is subject to status. Terms and conditions apply.')
    await expect(finance.getByRole('link', { name: /finance/ })).toHaveAttribute('href', '/finance')
  } else {
    await expect(finance).toHaveCount(0)
  }

  // Where: each clinic that offers it, on a line of its own with who provides it there, linked to its page.
  for (const slug of treatment?.clinics ?? []) await expect(facts.locator(`li[data-clinic="${slug}"] > a[href="/our-clinics/${slug}"]`)).toBeVisible()

  await expect(facts.locator(`a[href="tel:+44${mainClinic(group).phone.replace(/\D/g, '').slice(1)}"]`)).toBeVisible()
  const book = facts.getByRole('link', { name: /^Book/ })
  await expect(book).toBeVisible()
  expect(await book.getAttribute('href')).toMatch(/^(#getintouchform|https?:\/\/)/)

  // Text and panel together span at least three quarters of the content container.
  const container = await page.locator('.treatment-layout').evaluate((element) => {
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    return { left: rect.left + parseFloat(style.paddingLeft), width: rect.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) }
  })
  expect((aside.x + aside.width - text.x) / container.width).toBeGreaterThanOrEqual(0.75)
  // The action bar is for phones only.
  await expect(actionBar(page)).toBeHidden()
}

test.describe('at 1366 px, the facts panel beside the text', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the panel stays in view as the text scrolls', async ({ page }) => {
    await page.goto('/veneers')
    const text = await box(bodyText(page))
    await page.evaluate((y) => window.scrollTo(0, y), text.y + text.height / 2)
    await expect(panel(page)).toBeInViewport({ ratio: 0.9 })
  })

  test('a content page without a treatment record has no facts panel, and the visit panel beside its text', async ({ page }) => {
    await page.goto('/nhs-treatment')
    await expect(page.locator('.prose-cms').first()).toBeVisible()
    await expect(panel(page)).toHaveCount(0)
    const visit = page.getByRole('complementary', { name: 'Book a visit' })
    await expect(visit.locator(`a[href="tel:+44${mainClinic(group).phone.replace(/\D/g, '').slice(1)}"]`)).toBeVisible()
    const text = await box(bodyText(page))
    expect((await box(visit)).x, 'the visit panel starts right of the text').toBeGreaterThanOrEqual(text.x + text.width)
  })
})

/**
 * At 390 px on a treatment page: the facts before the text's second heading, the bar at the foot of
 * the screen, the footer's last link clear of it at the end.
 */
async function phoneChecks(page: Page) {
  const facts = await box(panel(page))
  const headings = bodyText(page).locator('h2, h3')
  const second = (await headings.count()) > 1 ? headings.nth(1) : bodyText(page)
  expect(facts.y + facts.height).toBeLessThanOrEqual((await box(second)).y)

  const bar = actionBar(page)
  await expect(bar).toBeInViewport()
  expect((await box(bar)).height).toBeLessThanOrEqual(72)
  await expect(bar.locator('a[href^="tel:"]')).toBeVisible()
  await expect(bar.getByRole('link', { name: /^Book/ })).toBeVisible()
  for (const link of await bar.getByRole('link').all()) expect((await box(link)).height).toBeGreaterThanOrEqual(44)

  // The end of the page: the footer's last link is in view, clear of the bar, and takes a tap.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  const last = page.getByRole('contentinfo').getByRole('link').last()
  await expect(last).toBeInViewport()
  expect((await box(last)).y + (await box(last)).height).toBeLessThanOrEqual((await box(bar)).y)
  await last.click({ trial: true })
}

const PHONE = { width: 390, height: 844 }

// Every treatment page in one visit: the checks at 1366 px, then the same page at a phone's width
// (the layout is CSS alone, so a resize shows what a phone loading it shows) to halve the walk's
// page loads. The phone project (touch, a phone's screen) loads three of them at 390 px again.
// One tab per worker goes from page to page (./walk-page.ts).
walkTest.describe('every treatment page at 1366 and 390 px', () => {
  for (const path of treatmentPaths) {
    walkTest(`${path}: at 1366 px the price of its structured data, the finance example, Call and Book, beside the text; at 390 px the facts come before the text's second heading, Call and Book stay at the foot of the screen`, async ({ walk: { page } }) => {
      // Two widths' checks in one test: twice a test's time.
      walkTest.setTimeout(walkTest.info().timeout * 2)
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(path)
      await desktopChecks(page, path)
      await page.setViewportSize(PHONE)
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await phoneChecks(page)
    })
  }
})

test.describe('at 390 px on a phone, the facts after the title and the action bar', () => {
  test.use({ viewport: PHONE })
  test.skip(({ isMobile }) => !isMobile, 'the desktop project checks every treatment page at 390 px in the walk above')

  for (const path of treatmentPaths.filter((candidate, index) => index < 2 || candidate === '/invisalign')) {
    test(`${path}: the facts come before the text's second heading; Call and Book stay at the foot of the screen @phone`, async ({ page }) => {
      await page.goto(path)
      await phoneChecks(page)
    })
  }
})

test.describe('the action bar', () => {
  test.use({ viewport: PHONE })

  test('comes after the footer, and Tab leaves it: the keyboard is not held there @phone', async ({ page }) => {
    await page.goto('/veneers')
    const follows = await page.evaluate(() => {
      const footer = document.querySelector('footer')
      const bar = document.querySelector('aside[aria-label="Call or book"]')
      return Boolean(footer && bar && footer.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(follows).toBe(true)
    await actionBar(page).getByRole('link', { name: /^Book/ }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('aside[aria-label="Call or book"]')))).toBe(false)
  })

  test('calls the clinic on a clinic page, and books through the enquiry form there @phone', async ({ page }) => {
    const clinic = group.clinics.find((candidate) => !candidate.main) ?? mainClinic(group)
    await page.goto(`/our-clinics/${clinic.slug}`)
    const bar = actionBar(page)
    await expect(bar.locator(`a[href="tel:+44${clinic.phone.replace(/\D/g, '').slice(1)}"]`)).toBeVisible()
    expect(await bar.getByRole('link', { name: /^Book/ }).getAttribute('href')).toMatch(/^(#getintouchform|https?:\/\/)/)
  })

  test('works without JavaScript: plain links, and Book reaches the enquiry form @phone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/veneers')
    const book = actionBar(page).getByRole('link', { name: /^Book/ })
    const href = await book.getAttribute('href')
    if (href === '#getintouchform') {
      await book.click()
      await expect(page.locator('#getintouchform')).toBeInViewport()
    }
    await context.close()
  })
})

// The panel and the bar on a phone, and the clinic pages with the bar calling their own clinic.
// In a desktop browser at 390 px a11y.spec.ts's registry walk checks these pages (clinics included).
test.describe('axe at 390 px', () => {
  test.use({ viewport: PHONE })
  for (const path of ['/veneers', '/invisalign', ...group.clinics.map((clinic) => `/our-clinics/${clinic.slug}`)]) {
    test(`${path} has no WCAG 2.2 AA violations @phone`, async ({ page, isMobile }) => {
      test.skip(!isMobile, "a11y.spec.ts's registry walk checks it at 390 px in a desktop browser")
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
