import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, frameReady, test, type Page } from './fixtures'
import { watchOffsite } from './request-watch'
import { embeddedFacts } from '../embedded-facts'
import { regulation } from '../../src/practice/regulation'

/** The main clinic's facts, read from the embedded practice model as the site reads them. */
const facts = embeddedFacts()

/**
 * Issue 13 in the browser, on either adapter (the WordPress-mode run seeds the team from the same
 * content/team.json through the larkspur-team plugin, and starts the server with BOOKING_URL set).
 */

interface Member {
  readonly slug: string
  readonly name: string
  readonly gdcNumber?: string
  readonly specialistList?: string
  readonly qualifications: readonly { name: string; awardedBy: string; country: string }[]
}
const team = JSON.parse(readFileSync(path.resolve('content/team.json'), 'utf8')) as Member[]

test.describe('the team with its GDC facts', () => {
  test('/meet-the-team lists every member: registrants with GDC number and each qualification with its country', async ({ page }) => {
    await page.goto('/meet-the-team')
    // The CMS body keeps its place above the team.
    const body = page.locator('.prose-cms').first()
    const list = page.getByRole('heading', { name: 'Our team', level: 2 })
    expect((await body.boundingBox())?.y ?? Infinity).toBeLessThan((await list.boundingBox())?.y ?? 0)
    const cards = page.getByTestId('team-member')
    await expect(cards).toHaveCount(team.length)
    for (const member of team) {
      const card = page.locator(`[data-testid="team-member"][data-slug="${member.slug}"]`)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name)
      if (member.gdcNumber) await expect(card.getByTestId('gdc-number')).toHaveText(member.gdcNumber)
      else await expect(card.getByText('GDC number')).toHaveCount(0)
      for (const qualification of member.qualifications) {
        await expect(card.getByTestId('qualifications')).toContainText(`${qualification.name}, ${qualification.awardedBy} (${qualification.country})`)
      }
      const text = (await card.textContent()) ?? ''
      expect(/specialist/i.test(text), `${member.name}: 'specialist' only with a specialist list`).toBe(Boolean(member.specialistList))
    }
    expect(team.some((member) => !member.gdcNumber)).toBe(true)
  })
})

async function expectFacts(page: Page, scope: string) {
  const box = page.locator(scope)
  await expect(box).toContainText('NHS and private dental care')
  await expect(box.getByRole('link', { name: regulation.complaints.practice.label })).toHaveAttribute('href', '/complaints-procedure')
  await expect(box.getByRole('link', { name: 'Dental Complaints Service' })).toHaveAttribute('href', regulation.complaints.private.href)
  await expect(box.getByRole('link', { name: 'NHS complaints route' })).toHaveAttribute('href', regulation.complaints.nhs.href)
  await expect(box.getByRole('link', { name: 'GDC register' })).toHaveAttribute('href', regulation.gdcRegister.href)
}

test.describe('practice facts', () => {
  test('the footer shows NHS/private status, the escalation route and the GDC register, beside the site date; and links the statement', async ({ page }) => {
    await page.goto('/fees')
    await expectFacts(page, 'footer [data-testid="practice-facts"]')
    await expect(page.locator('footer').getByRole('link', { name: 'Accessibility', exact: true })).toHaveAttribute('href', '/accessibility')
  })

  test('/complaints-procedure shows them after its CMS body', async ({ page }) => {
    await page.goto('/complaints-procedure')
    await expectFacts(page, '[data-testid="practice-facts-panel"]')
    await expect(page.locator('[data-testid="practice-facts-panel"]')).toContainText('Ombudsman')
  })

  test('the homepage carries the group as an organisation with each clinic a subOrganization, whose own page is its Dentist', async ({ page }) => {
    await page.goto('/')
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
    const group = blocks.find((data) => data['@type'] === 'MedicalOrganization') as { '@id': string; name: string; subOrganization: { '@type': string; '@id': string; url: string }[] } | undefined
    expect(group?.name).toBe(facts.name)
    expect(group?.subOrganization.length).toBeGreaterThanOrEqual(3)
    for (const clinic of group?.subOrganization ?? []) {
      expect(clinic['@type']).toBe('Dentist')
      await page.goto(new URL(clinic.url).pathname)
      const own = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@id'?: string; parentOrganization?: { '@id': string } })
      expect(own.find((data) => data['@id'] === clinic['@id'])?.parentOrganization?.['@id'], clinic.url).toBe(group?.['@id'])
    }
  })
})

test.describe('booking calls to action', () => {
  const bookingUrl = process.env.E2E_BOOKING_URL

  test('with BOOKING_URL every booking link goes to the portal, the phone beside it; nothing is fetched from it before a click', async ({ page, baseURL }) => {
    test.skip(!bookingUrl, 'set in the WordPress-mode run (tests/e2e-wordpress/run.ts builds with BOOKING_URL)')
    const portal = new URL((bookingUrl ?? '').replace(/\{\w+\}/g, 'x')).origin
    const offsite = await watchOffsite(page, baseURL)
    for (const [where, name] of [['/', 'Book appointment'], ['/invisalign', 'Book a consultation'], ['/invisible-braces', 'Book a consultation']] as const) {
      await page.goto(where)
      // Only the page's scripts could fetch from the portal (the links are plain HTML, and the
      // speculation rules match this site's paths): checked once they have run, not at network
      // silence, which a page still loading images on a loaded machine may not reach in 30 s.
      await frameReady(page)
      const links = page.getByRole('link', { name, exact: true })
      await expect(links.first(), where).toBeVisible()
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href')) ?? ''
        expect(new URL(href).origin, `${where} ${href}`).toBe(portal)
        expect(href).toMatch(/treatment=[a-z-]+/)
        await expect(link.locator('xpath=..').getByRole('link', { name: new RegExp(facts.phone.display) })).toHaveAttribute('href', facts.phone.href)
      }
      await links.first().hover()
      await links.first().focus()
      expect(offsite, where).toEqual([])
    }
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(offsite).toEqual([])
  })

  test('without BOOKING_URL the booking links keep their targets: /contact-us, or the enquiry form on the page', async ({ page }) => {
    test.skip(Boolean(bookingUrl), 'this run is built with BOOKING_URL')
    await page.goto('/')
    for (const link of await page.getByRole('link', { name: 'Book appointment', exact: true }).all()) await expect(link).toHaveAttribute('href', '/contact-us')
    await page.goto('/invisalign')
    // The facts panel's and the cost banner's.
    const consultations = await page.getByRole('link', { name: 'Book a consultation', exact: true }).all()
    expect(consultations.length).toBeGreaterThan(0)
    for (const link of consultations) await expect(link).toHaveAttribute('href', '#getintouchform')
  })
})

test.describe('the accessibility statement', () => {
  test('/accessibility follows the GOV.UK sample statement and is in sitemap.xml', async ({ page, request }) => {
    await page.goto('/accessibility')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement')
    for (const heading of [
      'How accessible this website is',
      'Feedback and contact information',
      'Reporting accessibility problems with this website',
      'Enforcement procedure',
      "Technical information about this website's accessibility",
      'Compliance status',
      'Non-accessible content',
      'Preparation of this accessibility statement',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('main')).toContainText('WCAG')
    await expect(page.getByRole('main')).toContainText('2.2')
    await expect(page.getByRole('main')).toContainText(/last tested on \d{1,2} \w+ \d{4}/)
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/accessibility</loc>')
  })
})
