import { encode } from 'html-entities'

/** Text made safe to write into HTML, in an element or a quoted attribute (`html-entities`): the one escaper for HTML the site writes by hand. */
export const escapeHtml = (text: string): string => encode(text, { mode: 'specialChars', level: 'html5' })
