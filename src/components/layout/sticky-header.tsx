'use client'

import { useEffect, useState, type ReactNode } from 'react'

/** SPEC section 9: the header takes its sticky look once the page has scrolled past 50 px. */
export const STICKY_THRESHOLD_PX = 50

export function StickyHeader({ children }: { children: ReactNode }) {
  const [stuck, setStuck] = useState(false)
  useEffect(() => {
    const update = () => setStuck(window.scrollY > STICKY_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header
      data-stuck={stuck ? 'true' : 'false'}
      className="group/header sticky top-0 z-40 border-b border-transparent bg-white/95 backdrop-blur transition-shadow duration-300 data-[stuck=true]:border-line data-[stuck=true]:shadow-md"
    >
      {children}
    </header>
  )
}
