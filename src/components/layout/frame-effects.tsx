'use client'

import { useDrawer } from './effects/use-drawer'
import { useLinkRouting } from './effects/use-link-routing'
import { useRouteScroll } from './effects/use-route-scroll'
import { useScrollReveal } from './effects/use-scroll-reveal'
import { useStickyLook } from './effects/use-sticky-look'

/**
 * The page frame's behaviour, as one small client component that renders nothing: the header,
 * drawer, footer and CMS bodies are server-rendered HTML, and these effects attach to them.
 */
export function FrameEffects() {
  useStickyLook()
  useDrawer()
  useLinkRouting()
  useRouteScroll()
  useScrollReveal()
  return null
}
