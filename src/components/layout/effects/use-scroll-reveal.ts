'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Re-armed 100 ms after each route change. Sections ease in 50 ms after entering: globals.css, `[data-reveal]`. */
const REVEAL_REARM_MS = 100

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The page's own sections: top-level <section>s in <main> (nested ones move with their parent). */
function targets(): HTMLElement[] {
  const main = document.getElementById('main')
  if (!main) return []
  return [...main.querySelectorAll<HTMLElement>('section')].filter((section) => !section.parentElement?.closest('section'))
}

/**
 * Starts watching and returns the undo. Nothing is hidden until the observer's first report, and
 * then only sections that are out of sight, so the first screen paints in its final state and
 * nothing blinks; without JavaScript or under reduced motion every section is simply there.
 * Leaving the viewport resets a section (out of sight), entering plays the ease-in again.
 */
function arm(): () => void {
  const watched = targets()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.setAttribute('data-reveal', entry.isIntersecting ? 'in' : 'out')
  })
  for (const section of watched) observer.observe(section)
  return () => {
    observer.disconnect()
    for (const section of watched) section.removeAttribute('data-reveal')
  }
}

/** Scroll animations: an IntersectionObserver sets `data-reveal`; CSS does the rest. */
export function useScrollReveal() {
  const pathname = usePathname()
  useEffect(() => {
    let disarm: (() => void) | null = null
    const rearm = () => {
      disarm?.()
      disarm = reducedMotion() ? null : arm()
    }
    const timer = window.setTimeout(rearm, REVEAL_REARM_MS)
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    motion.addEventListener('change', rearm)
    return () => {
      window.clearTimeout(timer)
      motion.removeEventListener('change', rearm)
      disarm?.()
    }
  }, [pathname])
}
