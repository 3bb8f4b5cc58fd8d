'use client'

import { useEffect } from 'react'
import { attachStickyLook } from './sticky-look'

/** The sticky look, for the Next.js frame: the behaviour is the plain DOM module beside it. */
export function useStickyLook() {
  useEffect(() => attachStickyLook(), [])
}
