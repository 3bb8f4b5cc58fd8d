/** Armed 100 ms after a page opens (docs/requirements.md §9). Sections ease in 50 ms after entering: globals.css, `[data-reveal]`. */
export const REVEAL_ARM_DELAY_MS = 100

/** The page's own sections: top-level <section>s in <main> (nested ones move with their parent). */
function targets(doc: Document): HTMLElement[] {
  const main = doc.getElementById('main')
  if (!main) return []
  return [...main.querySelectorAll<HTMLElement>('section')].filter((section) => !section.parentElement?.closest('section'))
}

/**
 * Starts watching and returns the undo. Nothing is hidden until the observer's first report, and
 * then only sections that are out of sight, so the first screen paints in its final state and
 * nothing blinks; without JavaScript or under reduced motion every section is simply there.
 * Leaving the viewport resets a section (out of sight), entering plays the ease-in again.
 */
function arm(doc: Document): () => void {
  const watched = targets(doc)
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.setAttribute('data-reveal', entry.isIntersecting ? 'in' : 'out')
  })
  for (const section of watched) observer.observe(section)
  return () => {
    observer.disconnect()
    for (const section of watched) section.removeAttribute('data-reveal')
  }
}

/** Scroll animations: an IntersectionObserver sets `data-reveal`; CSS does the rest. Returns the undo. */
export function attachScrollReveal(doc: Document = document): () => void {
  const view = doc.defaultView
  if (!view) return () => {}
  const motion = view.matchMedia('(prefers-reduced-motion: reduce)')
  let disarm: (() => void) | null = null
  const rearm = () => {
    disarm?.()
    disarm = motion.matches ? null : arm(doc)
  }
  const timer = view.setTimeout(rearm, REVEAL_ARM_DELAY_MS)
  motion.addEventListener('change', rearm)
  return () => {
    view.clearTimeout(timer)
    motion.removeEventListener('change', rearm)
    disarm?.()
  }
}
