'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { scrollToTopSmoothly } from '../timing'

/** Same-origin files that must load as files, not as routes. */
const FILE_PATH = /\.(xml|pdf|docx?|webp|jpe?g|png|svg|txt)$/i
/**
 * Route handlers, not pages: the browser must load them itself (leaving preview clears a cookie
 * and redirects; the 503 page and CMS media are plain responses).
 */
const HANDLER_PATH = /^\/(api|service-unavailable|wp-content)(\/|$)/

/** The same-origin route an anchor leads to, or null when the browser should handle it itself. */
export function routeOf(anchor: HTMLAnchorElement): URL | null {
  if (anchor.target || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || FILE_PATH.test(url.pathname) || HANDLER_PATH.test(url.pathname)) return null
  return url
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a') : null)

/**
 * One listener for every internal link. Every internal link of the site is a plain
 * server-rendered anchor (no per-link client component to hydrate, and no prefetch of every route
 * a link in view leads to while the page is still loading): a click navigates client-side, and
 * pointing at, touching or focusing a link prefetches its route. A next/link element, if one is
 * ever added, handles its own click first (it marks the event), so nothing navigates twice.
 * Opening the route you are already on reloads its data (the page frame's rule).
 */
export function useLinkRouting() {
  const router = useRouter()
  useEffect(() => {
    const prefetched = new Set<string>()
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target)
      const url = anchor && routeOf(anchor)
      if (!url || url.pathname === window.location.pathname || prefetched.has(url.pathname)) return
      prefetched.add(url.pathname)
      router.prefetch(url.pathname + url.search)
    }
    // Capture phase: next/link prevents the default before a bubbling listener would see it, and
    // a click on the current route must reload even when next/link handles it.
    const onClickCapture = (event: MouseEvent) => {
      const anchor = anchorOf(event.target)
      const url = anchor && isPlainClick(event) && routeOf(anchor)
      if (!url || url.hash || url.pathname !== window.location.pathname || url.search !== window.location.search) return
      router.refresh()
      scrollToTopSmoothly()
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return
      const anchor = anchorOf(event.target)
      const url = anchor && routeOf(anchor)
      if (!url) return
      if (url.pathname === window.location.pathname && url.hash) return
      event.preventDefault()
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      router.push(url.pathname + url.search + url.hash)
    }
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('touchstart', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    document.addEventListener('click', onClickCapture, true)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('focusin', onIntent)
      document.removeEventListener('click', onClickCapture, true)
      document.removeEventListener('click', onClick)
    }
  }, [router])
}
