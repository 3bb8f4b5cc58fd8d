'use client'

import { useEffect } from 'react'
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
  // Tells the browser tests (and anything else that needs to know) that handlers are attached.
  useEffect(() => document.documentElement.setAttribute('data-interactive', ''), [])
  return null
}
