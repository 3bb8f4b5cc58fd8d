'use client'

import { useEffect } from 'react'
import { DRAWER_ID } from '../drawer-ids'
import { SCROLL_TO_TOP_DELAY_MS, SUBMENU_COLLAPSE_BELOW_PX, scrollToTopSmoothly } from '../timing'

/**
 * What the drawer's native parts (a popover opened by its button, one <details> per group with a
 * shared name, so only one is open at a time) cannot do alone: keep the button's state and name
 * in step, close every group when the drawer closes on a narrow screen, and close the drawer when
 * a link in it is chosen, then scroll to the top 100 ms later.
 */
export function useDrawer() {
  useEffect(() => {
    const drawer = document.getElementById(DRAWER_ID)
    const toggle = document.querySelector<HTMLButtonElement>(`[popovertarget="${DRAWER_ID}"]`)
    if (!drawer || !toggle) return
    // The drawer hangs from the header's bottom edge, whose height depends on width and scroll.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      const bottom = toggle.closest('header')?.getBoundingClientRect().bottom
      if (bottom !== undefined) drawer.style.setProperty('--header-bottom', `${Math.round(bottom)}px`)
    }
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open'
      toggle.setAttribute('aria-expanded', String(open))
      if (open || window.innerWidth >= SUBMENU_COLLAPSE_BELOW_PX) return
      for (const group of drawer.querySelectorAll('details[open]')) group.removeAttribute('open')
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a')) return
      drawer.hidePopover()
      window.setTimeout(scrollToTopSmoothly, SCROLL_TO_TOP_DELAY_MS)
    }
    drawer.addEventListener('beforetoggle', onBeforeToggle)
    drawer.addEventListener('toggle', onToggle)
    drawer.addEventListener('click', onClick)
    return () => {
      drawer.removeEventListener('beforetoggle', onBeforeToggle)
      drawer.removeEventListener('toggle', onToggle)
      drawer.removeEventListener('click', onClick)
    }
  }, [])
}
