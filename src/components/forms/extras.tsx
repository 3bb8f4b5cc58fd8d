import type { PageExtrasMap } from '../page-extras'

/** The forms pages add (issue 3): contact, registration, referral. */
export const formExtras: PageExtrasMap = {}
