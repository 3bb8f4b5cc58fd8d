import { practice } from './practice'

/** The 404 page's title. */
export const notFoundTitle = `Page not found | ${practice.name}`

/** The 404 page's heading and first words, wherever a 404 is answered (the page, or the server entry's plain fallback). */
export const NOT_FOUND_HEADING = 'We couldn’t find that page'
export const NOT_FOUND_LEAD = 'The link may be old or mistyped.'
