'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToTopSmoothly } from './timing'

/** How long after a route change the page keeps correcting a scroll that stopped short. */
const SETTLE_WINDOW_MS = 3000
/** Below this, a correction jumps rather than glides (it is a few pixels, not a journey). */
const SETTLE_JUMP_PX = 200

/**
 * SPEC section 2, page frame: every route change scrolls smoothly to the top, and opening the
 * route you are already on reloads its data.
 */
export function RouteEffects() {
  const pathname = usePathname()
  const router = useRouter()
  const first = useRef(true)

  // Tells the browser tests (and anything else that needs to know) that handlers are attached.
  useEffect(() => document.documentElement.setAttribute('data-interactive', ''), [])

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

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Capture phase: next/link prevents the default before a bubbling listener would see it.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      if (!anchor || anchor.target) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.hash || url.pathname !== window.location.pathname) return
      if (url.search !== window.location.search) return
      router.refresh()
      scrollToTopSmoothly()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [router])

  return null
}
