'use client'

import { useEffect } from 'react'

/** The parts of the root layout that React hydrates separately (each an Activity boundary). */
export type FramePart = 'header' | 'page' | 'footer'

const PARTS: readonly FramePart[] = ['header', 'page', 'footer']
const hydrated = new Set<FramePart>()

/**
 * Renders nothing; its effect runs once the boundary it sits in has hydrated. When every part
 * has, `<html data-interactive>` is set: the browser tests wait for it before they click, because
 * the root's own effects run before the Activity boundaries inside it have hydrated.
 */
export function HydrationMark({ part }: { part: FramePart }) {
  useEffect(() => {
    hydrated.add(part)
    if (PARTS.every((each) => hydrated.has(each))) document.documentElement.setAttribute('data-interactive', '')
  }, [part])
  return null
}
