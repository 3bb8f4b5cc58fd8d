/**
 * Tabbing through a whole page with the keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11).
 * Each Tab's target is numbered in the page (`data-tab-step`); at the end the page lists what a
 * keyboard should reach, in document order, and the two lists must agree. After each Tab the
 * focused element must show an outline and lie in the viewport, clear of the sticky header; it is
 * polled for, since a carousel slides a focused slide into view.
 */
import { expect, type Page } from './fixtures'

/** The pages issue 17 tries by keyboard, text spacing and zoom: a content page, the homepage, a blog post, the four form pages and finance. */
export const KEY_PAGES = [
  '/dental-implants-services',
  '/',
  '/blog/composite-bonding-vs-veneers',
  '/getintouch',
  '/contact-us',
  '/register-patient',
  '/referring-dentists',
  '/finance',
] as const

const STEP = 'data-tab-step'
const MAX_STEPS = 400

/** Where the focused element falls short, or '' when it is visible with an outline. */
function focusProblem(): string {
  const element = document.activeElement
  if (!element || element === document.body) return ''
  const rect = element.getBoundingClientRect()
  const style = getComputedStyle(element)
  const problems: string[] = []
  // Focus on a native control's own inner button (a date field's calendar button) leaves the field
  // itself unmatched by :focus; the browser draws its own ring around that button.
  const innerPart = element instanceof HTMLInputElement && !element.matches(':focus')
  if (!innerPart && (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)) problems.push(`no outline (${style.outlineStyle} ${style.outlineWidth})`)
  if (rect.width < 2 || rect.height < 2) problems.push('no size')
  // Wholly in view (a control taller than the viewport needs only to start in it)…
  const fits = rect.height <= window.innerHeight
  if (rect.top < -1 || (fits && rect.bottom > window.innerHeight + 1)) problems.push(`off screen (top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)})`)
  if (rect.left < -1 || rect.right > window.innerWidth + 1) problems.push(`off screen sideways (${Math.round(rect.left)}…${Math.round(rect.right)})`)
  // …and nothing, such as the sticky header, drawn over its top edge or its middle (of its first
  // line, for a link that wraps). A control the pointer passes through is hit as its parent.
  const box = element.getClientRects()[0] ?? rect
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
  const passThrough = style.pointerEvents === 'none'
  for (const y of [box.top + 2, box.top + box.height / 2]) {
    const hit = document.elementFromPoint(x, Math.min(Math.max(y, 0), window.innerHeight - 1))
    if (hit && hit !== element && !element.contains(hit) && !(passThrough && hit.contains(element))) {
      problems.push(`covered by ${hit.tagName.toLowerCase()}${hit.className && typeof hit.className === 'string' ? `.${hit.className.split(' ')[0]}` : ''} in ${hit.closest('header, footer, main')?.tagName.toLowerCase() ?? 'page'}`)
      break
    }
  }
  return problems.join(', ')
}

/** Marks the focused element with its step number; answers what it is, or null once focus has left the page. */
function markFocused({ step, attribute }: { step: number; attribute: string }): { label: string; seen: boolean; again: boolean } | null {
  const element = document.activeElement
  if (!element || element === document.body || element === document.documentElement) return null
  const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
  // A date field takes several Tabs, one for each of its day, month and year.
  const again = element.getAttribute(attribute) === String(step - 1)
  const seen = !again && element.hasAttribute(attribute)
  if (!seen && !again) element.setAttribute(attribute, String(step))
  return { label, seen, again }
}

/** Every element the keyboard should reach, in document order: its step number, or its description if it was missed. */
function expectedStops(attribute: string): string[] {
  const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, iframe, [tabindex]')
  const radioGroupsSeen = new Set<string>()
  const stops: string[] = []
  for (const element of candidates) {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) continue
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue
    if (!element.checkVisibility({ visibilityProperty: true })) continue
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      // One stop per radio group (the arrow keys move within it).
      const key = `${element.form?.id ?? ''}:${element.name}`
      if (radioGroupsSeen.has(key)) continue
      radioGroupsSeen.add(key)
      const group = element.form?.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`) ?? []
      const marked = [...group].find((radio) => radio.hasAttribute(attribute))
      if (marked) {
        stops.push(`${marked.getAttribute(attribute)} input "${marked.getAttribute('aria-label') ?? ''}"`)
        continue
      }
    }
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
    stops.push(`${element.getAttribute(attribute) ?? 'missed'} ${label}`)
  }
  return stops
}

/**
 * Tabs from the top of a freshly loaded page to its end. Returns the labels in the order reached.
 * Fails if the skip link is not first, a focused element is not visible, the walk never leaves
 * the page (a trap), or the order differs from the document's.
 */
export async function tabThroughPage(page: Page): Promise<string[]> {
  const labels: string[] = []
  let presses = 0
  for (; presses < MAX_STEPS; presses++) {
    await page.keyboard.press('Tab')
    const step = labels.length
    const focused = await page.evaluate(markFocused, { step, attribute: STEP })
    if (!focused) break
    expect(focused.seen, `focus came back to ${focused.label} after ${labels.join(' → ')}: a loop`).toBe(false)
    if (step === 0) expect(focused.label, 'the first Tab reaches the skip link').toBe('a "Skip to content"')
    if (!focused.again) labels.push(focused.label)
    await expect.poll(() => page.evaluate(focusProblem), { message: `focus on ${focused.label} (step ${step}) is visible` }).toBe('')
  }
  expect(presses, 'the walk leaves the page before it runs out of steps (no keyboard trap)').toBeLessThan(MAX_STEPS)
  const expected = await page.evaluate(expectedStops, STEP)
  const reached = labels.map((label, index) => `${index} ${label}`)
  expect(expected, 'every control is reached, in reading order').toEqual(reached)
  return labels
}

export const focusIsVisible = (page: Page) => page.evaluate(focusProblem)
