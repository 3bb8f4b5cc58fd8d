/**
 * docs/requirements.md §9, header and route-change constants used by scripts. The drawer's 300 ms slides
 * and its 960 px limit for collapsible groups are CSS (globals.css, `.drawer`), where they act.
 */
export const SCROLL_TO_TOP_DELAY_MS = 100
/** Closing the drawer below this width also closes every group. */
export const SUBMENU_COLLAPSE_BELOW_PX = 900

export function scrollToTopSmoothly() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
}
