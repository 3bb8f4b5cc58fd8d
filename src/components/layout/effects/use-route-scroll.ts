'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToTopSmoothly } from '../timing'

/** How long after a route change the page keeps correcting a scroll that stopped short. */
const SETTLE_WINDOW_MS = 3000
/** Below this, a correction jumps rather than glides (it is a few pixels, not a journey). */
const SETTLE_JUMP_PX = 200

/** Every route change scrolls smoothly to the top of the new page (unless it targets a fragment). */
export function useRouteScroll() {
  const pathname = usePathname()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (window.location.hash) return
    // Next.js also scrolls the new segment into view; when the two scrolls overlap the page can
    // settle a few pixels short of the top. For a short while after the route change, finish the
    // job whenever scrolling ends (a small correction is made at once), unless the visitor scrolls.
    const settle = () => {
      if (window.scrollY === 0) return
      if (window.scrollY < SETTLE_JUMP_PX) window.scrollTo({ top: 0, behavior: 'auto' })
      else scrollToTopSmoothly()
    }
    const stopSettling = () => window.removeEventListener('scrollend', settle)
    window.addEventListener('scrollend', settle)
    const stopAfter = window.setTimeout(stopSettling, SETTLE_WINDOW_MS)
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stopSettling, { once: true })
    const frame = requestAnimationFrame(scrollToTopSmoothly)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(stopAfter)
      stopSettling()
    }
  }, [pathname])
}
