import { expect, interactive, test, type Page } from './fixtures'

/**
 * CONC 3.5 (issue 45): on /finance the representative example is more prominent than the cost-of-
 * credit figures that trigger it. No text of the example is smaller, in computed font size, than
 * the largest £ or % figure anywhere on the page, nor lighter in weight than the heaviest of them.
 * Measured after the calculator has hydrated, at a phone's and a laptop's width.
 */

/** A £ amount or a percentage as a page shows one: '£2,000.00', '£250', '0%', '12.5 %'. */
const FIGURE = String.raw`£\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?\s?%`

interface Text {
  readonly text: string
  readonly size: number
  readonly weight: number
}

/** Every rendered text node's computed size and weight: those inside the example, and those elsewhere that hold a figure. */
async function measure(page: Page): Promise<{ example: Text[]; figures: Text[] }> {
  return page.evaluate((figure) => {
    const pattern = new RegExp(figure)
    const example = document.querySelector('[data-testid="representative-example"]')
    const found: { example: Text[]; figures: Text[] } = { example: [], figures: [] }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      if (!parent || text === '' || parent.closest('script, style, template, noscript')) continue
      // Only what is rendered: not display:none, not visually hidden for screen readers (1 px clip).
      const box = parent.getBoundingClientRect()
      if (parent.getClientRects().length === 0 || box.width <= 1 || box.height <= 1) continue
      const style = getComputedStyle(parent)
      if (style.visibility === 'hidden') continue
      const measured = { text, size: Number.parseFloat(style.fontSize), weight: Number(style.fontWeight) }
      if (example?.contains(node)) found.example.push(measured)
      else if (pattern.test(text)) found.figures.push(measured)
    }
    return found
  }, FIGURE)
}

for (const width of [390, 1366]) {
  test(`the representative example is as large and as heavy as any £ or % figure on /finance at ${width} px${width < 640 ? ' @phone' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/finance')
    await interactive(page.getByRole('region', { name: 'Finance calculator' }).getByLabel('Cash price'))
    const { example, figures } = await measure(page)
    expect(example.map(({ text }) => text).join(' ')).toMatch(/^Representative example: /)
    // The calculator's illustration and the page's prose give figures: a walk that found none measured nothing.
    expect(figures.length).toBeGreaterThan(5)
    const largest = Math.max(...figures.map(({ size }) => size))
    const heaviest = Math.max(...figures.map(({ weight }) => weight))
    for (const text of example) {
      expect(text.size, `"${text.text}" is smaller than the largest figure (${largest}px: ${figures.find(({ size }) => size === largest)?.text})`).toBeGreaterThanOrEqual(largest)
      expect(text.weight, `"${text.text}" is lighter than the heaviest figure (${heaviest}: ${figures.find(({ weight }) => weight === heaviest)?.text})`).toBeGreaterThanOrEqual(heaviest)
    }
  })
}
