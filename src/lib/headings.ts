/**
 * Every page renders its own <h1> (the hero, the post title, the home welcome), so an <h1> in CMS
 * HTML would be a second one: WordPress editors often start a body with the page's heading.
 * Each is turned into an <h2>, keeping its attributes. The HTML is already sanitised, so tags
 * are well formed and `<h1` cannot appear inside an attribute value (sanitize-html escapes `<`).
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>/])/gi, '<$1h2')
}
