'use client'

import { useEffect } from 'react'

/** The header takes its sticky look once the page has scrolled past 50 px. */
const STICKY_THRESHOLD_PX = 50

/** Sets `data-stuck` on the server-rendered header; nothing re-renders on scroll. */
export function useStickyLook() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header[data-stuck]')
    if (!header) return
    let stuck = header.dataset.stuck === 'true'
    const update = () => {
      const next = window.scrollY > STICKY_THRESHOLD_PX
      if (next === stuck) return
      stuck = next
      header.dataset.stuck = String(next)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
}
