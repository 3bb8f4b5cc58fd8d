'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { attachScrollReveal } from './scroll-reveal'

/** Scroll animations for the Next.js frame, armed again on each route change (the plain DOM module beside it). */
export function useScrollReveal() {
  const pathname = usePathname()
  useEffect(() => attachScrollReveal(), [pathname])
}
