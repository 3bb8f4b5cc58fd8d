import type { PageExtrasMap } from '../page-extras'

/** The finance page's calculator (issue 4). */
export const financeExtras: PageExtrasMap = {}
