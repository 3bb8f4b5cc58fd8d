import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'
import { routes } from '../../src/site/routes'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page, path: string) {
  // Reduced motion: no reveal or slide animation half-way through when axe measures contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const path of ['/', '/dental-implants-services', '/fees', '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} @phone`, async ({ page }) => {
    expect(await violations(page, path)).toEqual([])
  })
}

// What /accessibility states (issue 13): axe checks every route of the registry, fragments included.
test.describe('axe on every registry route', () => {
  for (const route of routes) {
    test(`/${route.path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      expect(await violations(page, `/${route.path}`)).toEqual([])
    })
  }
})
