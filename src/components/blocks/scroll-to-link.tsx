'use client'

import type { MouseEvent, ReactNode } from 'react'

/**
 * A same-page link that glides to its target (instantly under reduced motion) and hands keyboard
 * focus to it, so the next Tab continues there. Without JavaScript it is an ordinary #anchor.
 */
export function ScrollToLink({ targetId, className, children }: { targetId: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
