/** SPEC section 9, header and route-change constants. */
export const MENU_SLIDE_MS = 300
export const SCROLL_TO_TOP_DELAY_MS = 100
/** Closing the drawer below this width also closes every group. */
export const SUBMENU_COLLAPSE_BELOW_PX = 900
/** Collapsible groups only work at this window width or less. */
export const MENU_GROUPS_MAX_WIDTH_PX = 960

export function scrollToTopSmoothly() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
}
