import type { ReactNode } from 'react'

/**
 * A same-page link that glides to its target (instantly under reduced motion) and hands keyboard
 * focus to it: the frame's script does it for every `data-scroll-to` link
 * (components/layout/effects/scroll-to.ts), so the link is plain HTML wherever it is rendered.
 * Without JavaScript it is an ordinary #anchor.
 */
export function ScrollToLink({ targetId, className, children }: { targetId: string; className?: string; children: ReactNode }) {
  return (
    <a href={`#${targetId}`} data-scroll-to={targetId} className={className}>
      {children}
    </a>
  )
}
