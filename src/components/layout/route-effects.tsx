'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToTopSmoothly } from './timing'

/**
 * SPEC section 2, page frame: every route change scrolls smoothly to the top, and opening the
 * route you are already on reloads its data.
 */
export function RouteEffects() {
  const pathname = usePathname()
  const router = useRouter()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (window.location.hash) return
    // Next.js also scrolls the new segment into view; when the two smooth scrolls overlap the page
    // can settle a few pixels short of the top, so finish the job once scrolling ends.
    const settle = () => {
      if (window.scrollY > 0) scrollToTopSmoothly()
    }
    const stopSettling = () => window.removeEventListener('scrollend', settle)
    window.addEventListener('scrollend', settle, { once: true })
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stopSettling, { once: true })
    const frame = requestAnimationFrame(scrollToTopSmoothly)
    return () => {
      cancelAnimationFrame(frame)
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
