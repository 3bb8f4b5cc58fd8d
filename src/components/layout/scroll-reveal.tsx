'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** SPEC sections 2 and 9: sections ease in 50 ms after entering, and the observer is re-armed 100 ms after each route change. */
export const REVEAL_DELAY_MS = 50
export const REVEAL_REARM_MS = 100

/**
 * Written out in full so Tailwind generates them. Leaving the viewport resets a section instantly
 * (it is out of sight); entering plays the ease-in again, every time, not once only.
 */
const REVEAL_CLASSES = [
  'transition-[opacity,translate]',
  'duration-700',
  'ease-out',
  'delay-50',
  'data-[reveal=out]:opacity-0',
  'data-[reveal=out]:translate-y-6',
  'data-[reveal=out]:transition-none',
]

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The page's own sections: top-level <section>s in <main> (nested ones move with their parent). */
function targets(): HTMLElement[] {
  const main = document.getElementById('main')
  if (!main) return []
  return [...main.querySelectorAll<HTMLElement>('section')].filter((section) => !section.parentElement?.closest('section'))
}

/**
 * Starts watching and returns the undo. Nothing is hidden until this runs, so without JavaScript
 * (or under reduced motion, when it never runs) every section is simply there.
 */
function arm(): () => void {
  const watched = targets()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.setAttribute('data-reveal', entry.isIntersecting ? 'in' : 'out')
  })
  for (const section of watched) {
    const box = section.getBoundingClientRect()
    // Sections already on screen stay as they are; only those out of sight are hidden, so nothing blinks.
    section.setAttribute('data-reveal', box.top < window.innerHeight && box.bottom > 0 ? 'in' : 'out')
    section.classList.add(...REVEAL_CLASSES)
    observer.observe(section)
  }
  return () => {
    observer.disconnect()
    for (const section of watched) {
      section.classList.remove(...REVEAL_CLASSES)
      section.removeAttribute('data-reveal')
    }
  }
}

/** Scroll animations with IntersectionObserver and CSS transitions; mounted once in the root layout. */
export function ScrollReveal() {
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
  return null
}
