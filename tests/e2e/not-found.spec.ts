import { expect, test } from './fixtures'
import { embeddedFacts } from '../embedded-facts'

/** The main clinic's facts, read from the embedded practice model as the site reads them. */
const facts = embeddedFacts()

/**
 * Issue 10: every 404 is rendered on the server, inside the site's frame. JavaScript is off, so
 * what the visitor (or a crawler) sees is the HTML alone, not a page React builds afterwards.
 */
const missing = [
  '/no-such-page-xyz',
  '/nope/deeper',
  '/blog/no-such-post',
  '/blog/page/999',
  '/blog/page/abc',
  '/categories/no-such-category',
  '/categories/no-such-category/page/2',
  '/categories/invisalign/page/99',
  '/categories/invisalign/page/0',
  '/search?search=implant&page=abc',
]

test.describe('404 pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of missing) {
    test(`${path} answers 404 with the heading, the frame, a link home and the phone number`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(/^Page not found \| /)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('Monday to Friday')
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/')
      await expect(main.getByRole('link', { name: facts.phone.display })).toHaveAttribute('href', facts.phone.href)
    })
  }
})

/**
 * Issue 34, point 4: a control character in a slug (C0, DEL, C1), as a visitor or a scanner types
 * it, is the site's 404 page; a NUL once reached a cache tag and made these a 500.
 */
const controlPaths = ['/categories/%00', '/categories/a%00b', '/blog/%00', '/blog/a%01b', '/categories/%1F', '/blog/%7F', '/categories/a%C2%85b', '/nope%00/deeper']

test.describe('a control character in the path', () => {
  for (const path of controlPaths) {
    test(`${path} answers 404 with the 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('We couldn’t find that page')
    })
  }
})
