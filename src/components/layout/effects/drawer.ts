import { DRAWER_ID } from '../drawer-ids'
import { SCROLL_TO_TOP_DELAY_MS, SUBMENU_COLLAPSE_BELOW_PX, scrollToTopSmoothly } from '../timing'

/**
 * What the drawer's native parts (a popover opened by its button, one <details> per group with a
 * shared name, so only one is open at a time) cannot do alone: keep the button's state and name
 * in step, close every group when the drawer closes on a narrow screen, close the drawer when
 * a link in it is chosen, then scroll to the top 100 ms later, and keep the keyboard in the drawer
 * while it is open (WCAG 2.4.3, as a modal would): Tab and Shift+Tab cycle through the Menu/Close
 * button and the drawer's visible controls. Escape is the popover's own: it closes the drawer and
 * returns focus to the button. Returns the undo.
 */
export function attachDrawer(doc: Document = document): () => void {
  const drawer = doc.getElementById(DRAWER_ID)
  const toggle = doc.querySelector<HTMLButtonElement>(`[popovertarget="${DRAWER_ID}"]`)
  const view = doc.defaultView
  if (!drawer || !toggle || !view) return () => {}
  // The drawer hangs from the header's bottom edge, whose height depends on width and scroll.
  const hangBelowHeader = () => {
    const bottom = toggle.closest('header')?.getBoundingClientRect().bottom
    if (bottom !== undefined) drawer.style.setProperty('--header-bottom', `${Math.round(bottom)}px`)
  }
  const onBeforeToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'open') hangBelowHeader()
  }
  const showState = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    if (open || view.innerWidth >= SUBMENU_COLLAPSE_BELOW_PX) return
    for (const group of drawer.querySelectorAll('details[open]')) group.removeAttribute('open')
  }
  const onToggle = (event: Event) => showState((event as ToggleEvent).newState === 'open')
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return
    drawer.hidePopover()
    view.setTimeout(scrollToTopSmoothly, SCROLL_TO_TOP_DELAY_MS)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !drawer.matches(':popover-open')) return
    // Links in a closed group are not rendered (content-visibility), so checkVisibility() leaves them out.
    const stops = [toggle, ...Array.from(drawer.querySelectorAll<HTMLElement>('summary, a[href]')).filter((stop) => stop.checkVisibility())]
    const at = stops.indexOf(doc.activeElement as HTMLElement)
    const next = at === -1 ? (event.shiftKey ? -1 : 0) : at + (event.shiftKey ? -1 : 1)
    event.preventDefault()
    stops.at(next % stops.length)?.focus()
  }
  drawer.addEventListener('beforetoggle', onBeforeToggle)
  drawer.addEventListener('toggle', onToggle)
  drawer.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  // The button works before this script starts (the page loads it after the load event), and the
  // toggle that opened the drawer then was never heard here: take up the state the drawer is in
  // now, as the forms take up what was typed before their island started. The click and keyboard
  // handlers above ask the drawer's state when they act, so they hold for that opening too.
  const openAlready = drawer.matches(':popover-open')
  if (openAlready) hangBelowHeader()
  showState(openAlready)
  return () => {
    drawer.removeEventListener('beforetoggle', onBeforeToggle)
    drawer.removeEventListener('toggle', onToggle)
    drawer.removeEventListener('click', onClick)
    doc.removeEventListener('keydown', onKeyDown)
  }
}
