'use client'

import { useEffect } from 'react'
import { attachDrawer } from './drawer'

/** The drawer's behaviour, for the Next.js frame: the plain DOM module beside it does the work. */
export function useDrawer() {
  useEffect(() => attachDrawer(), [])
}
