/** The 404 page's title, naming the practice (the model's name). */
export const notFoundTitle = (practiceName: string): string => `Page not found | ${practiceName}`

/** The 404 page's heading and first words, wherever a 404 is answered (the page, or the server entry's plain fallback). */
export const NOT_FOUND_HEADING = 'We couldn’t find that page'
export const NOT_FOUND_LEAD = 'The link may be old or mistyped.'
