import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

for (const path of ['/', '/dental-implants-services', '/fees', '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} @phone`, async ({ page }) => {
    // Reduced motion: no reveal or slide animation half-way through when axe measures contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
