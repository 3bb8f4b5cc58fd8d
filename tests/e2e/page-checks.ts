/**
 * Accessibility checks axe cannot make, run inside the page (issue 17): what sticks out sideways
 * (WCAG 1.4.10), what scrolls sideways, text cut off or overlapping (1.4.4, 1.4.12) and targets
 * under 24 × 24 px (2.5.8). Each check is one `page.evaluate`, so a whole page costs one round
 * trip, and returns readable descriptions of the elements at fault (empty when all is well).
 * The functions passed to `evaluate` run in the browser: they must not use anything from outside.
 */
import type { Page } from './fixtures'

/** WCAG 1.4.12's text-spacing overrides, as the W3C's own bookmarklet applies them. */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

export interface LayoutReport {
  /** `scrollWidth` and `clientWidth` of the page. */
  readonly scrollWidth: number
  readonly width: number
  /** Elements that stick out of the page sideways, outermost only. */
  readonly sticksOut: string[]
  /** Boxes that scroll sideways but are neither a table's box nor a carousel's track. */
  readonly sideScrollers: string[]
  /** Text cut off by a box that hides its overflow. */
  readonly clippedText: string[]
  /** Lines of text from different elements drawn over each other. */
  readonly overlappingText: string[]
  /** Controls smaller than 24 × 24 px without the spacing or inline exception. */
  readonly smallTargets: string[]
}

export async function layoutReport(page: Page): Promise<LayoutReport> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // The bands below the first screen are drawn only when they near it (content-visibility: auto)
  // and keep their last drawn height until then, so after a style change their boxes off screen
  // are stale. On screen each is laid out in full: draw them all, as a visitor scrolling through
  // sees them, so the geometry read here is what each band has when it is seen.
  await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' })
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const describe = (element: Element): string => {
      const parts: string[] = []
      for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : ''
        const classes = [...node.classList].slice(0, 3).map((name) => `.${name}`).join('')
        parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`)
      }
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`
    }
    const style = (element: Element) => getComputedStyle(element)
    // What is fixed or sticky to the screen (the phone action bar) lies over the page by design and
    // moves off what it covers as the page scrolls: only what shares its layer is compared with it.
    const layers = new Map<Element, Element | null>()
    const layer = (element: Element): Element | null => {
      let found = layers.get(element)
      if (found !== undefined) return found
      found = null
      for (let node: Element | null = element; node && !found; node = node.parentElement) if (['fixed', 'sticky'].includes(style(node).position)) found = node
      layers.set(element, found)
      return found
    }
    const hidesOverflowX = (element: Element) => style(element).overflowX !== 'visible'
    // A box that scrolls keeps its content in reach; one that hides or clips it does not.
    const cuts = (value: string) => value === 'hidden' || value === 'clip'
    const hidesOverflow = (element: Element) => cuts(style(element).overflowX) || cuts(style(element).overflowY)
    const isCarouselTrack = (element: Element) => element.parentElement?.getAttribute('aria-roledescription') === 'carousel'
    // Left to right, only what passes the right edge makes the page scroll (a honeypot parked far
    // to the left does not).
    const sticksOutOfPage = (rect: DOMRect) => rect.right > width + 0.5
    // Visually hidden text (the sr-only pattern) is meant to be clipped.
    const isVisuallyHidden = (element: Element) =>
      element.getBoundingClientRect().width <= 1 || style(element).clip === 'rect(0px, 0px, 0px, 0px)' || style(element).clipPath === 'inset(50%)'
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]')

    const all = [...document.body.querySelectorAll('*')].filter((element) => shown(element))

    // 1.4.10: the outermost elements past the page's edges, not inside a box that clips or scrolls them.
    const containedSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (hidesOverflowX(node) && !sticksOutOfPage(node.getBoundingClientRect())) return true
      }
      return false
    }
    const outside = new Set(
      all.filter((element) => sticksOutOfPage(element.getBoundingClientRect()) && !isVisuallyHidden(element) && !containedSideways(element)),
    )
    const sticksOut = [...outside]
      .filter((element) => !element.parentElement || !outside.has(element.parentElement))
      .map((element) => `${describe(element)} (spans ${Math.round(element.getBoundingClientRect().left)}…${Math.round(element.getBoundingClientRect().right)} px)`)

    const sideScrollers = all
      .filter((element) => ['auto', 'scroll'].includes(style(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => !element.classList.contains('table-scroll') && !isCarouselTrack(element))
      .map(describe)

    // Text: every non-blank text node's line boxes.
    const lines: { element: Element; rect: DOMRect }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !node.textContent?.trim() || !shown(element) || isVisuallyHidden(element)) continue
      if (element.closest('script, style, noscript, template, [aria-hidden="true"]')) continue
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) lines.push({ element, rect })
    }

    // Text outside a box that hides its overflow. A carousel's track hides its other slides on purpose.
    const clippedText = new Set<string>()
    for (const { element, rect } of lines) {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (!hidesOverflow(node) || isVisuallyHidden(node)) continue
        const box = node.getBoundingClientRect()
        const cutX = !isCarouselTrack(node) && (rect.left < box.left - 1 || rect.right > box.right + 1)
        const cutY = rect.top < box.top - 1 || rect.bottom > box.bottom + 1
        if (cutX || cutY) {
          clippedText.add(`${describe(element)} cut off by ${describe(node).split(' "')[0]}`)
          break
        }
      }
    }

    // Lines of two different elements drawn over each other (neither inside the other).
    const overlappingText = new Set<string>()
    // A line's box is the font's full ascent and descent, which spills past a tight line height
    // (large headings set solid): only a third of the smaller line's height counts as overlap.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 3
    const sorted = [...lines].sort((a, b) => a.rect.top - b.rect.top)
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i]!
      for (let j = i + 1; j < sorted.length && sorted[j]!.rect.top < a.rect.bottom; j++) {
        const b = sorted[j]!
        if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element) || layer(a.element) !== layer(b.element)) continue
        if (overlap(a.rect, b.rect)) overlappingText.add(`${describe(a.element)} overlaps ${describe(b.element)}`)
      }
    }

    // 2.5.8: a control under 24 × 24 px passes if a 24 px circle on its centre meets no other
    // control (nor another small control's circle), or if it is a link inside a line of text.
    const controls = all.filter((element) =>
      element.matches('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]'),
    )
    const boxes = controls.map((element) => ({ element, rect: element.getBoundingClientRect() }))
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 })
    const distanceTo = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom))
    const inSentence = (element: Element) =>
      style(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length
    const smallTargets = boxes
      .filter(({ element, rect }) => rect.width > 0 && small(rect) && !inSentence(element))
      .filter(({ element, rect }) => {
        const mid = centre(rect)
        return boxes.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element) || layer(other.element) !== layer(element)) return false
          if (other.rect.width === 0) return false
          if (distanceTo(mid, other.rect) < 12) return true
          const otherMid = centre(other.rect)
          return small(other.rect) && Math.hypot(mid.x - otherMid.x, mid.y - otherMid.y) < 24
        })
      })
      .map(({ element, rect }) => `${describe(element)} (${Math.round(rect.width)} × ${Math.round(rect.height)} px)`)

    return {
      scrollWidth: root.scrollWidth,
      width,
      sticksOut,
      sideScrollers,
      clippedText: [...clippedText],
      overlappingText: [...overlappingText],
      smallTargets,
    }
  })
}

/**
 * Issue 29, "no wide page wastes its width": a page's texts (its CMS bodies) that leave more than a
 * quarter of their content container empty beside them, for more than a screen's height. What is
 * beside a text is any aside in the same container (the facts panel, the visit panel).
 */
export async function widthLeftEmpty(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const text of document.querySelectorAll('main .prose-cms')) {
      const container = text.closest('.container-page')
      if (!container) continue
      const style = getComputedStyle(container)
      const box = container.getBoundingClientRect()
      const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)]
      const textBox = text.getBoundingClientRect()
      const used = Math.max(textBox.right, ...[...container.querySelectorAll('aside')].map((aside) => aside.getBoundingClientRect()).filter((rect) => rect.width > 0).map((rect) => rect.right))
      const empty = (right - used) / (right - left)
      if (empty > 0.25 && textBox.height > window.innerHeight) found.push(`${Math.round(empty * 100)} % of the container empty beside ${Math.round(textBox.height)} px of text`)
    }
    return found
  })
}
