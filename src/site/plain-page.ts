import { escapeHtml } from '@/lib/escape-html'
import { popularTreatments } from './navigation'
import type { SiteFacts } from '@/practice/site-facts'

/** For a text node or a quoted attribute: every value below is escaped, ours and the model's alike. */

export interface PlainPage {
  readonly heading: string
  /** One paragraph of text; `link`, if given, is offered in it as `try again`. */
  readonly message: string
  readonly retry?: { readonly href: string; readonly label: string }
}

/**
 * What a plain page says about the practice: a model's facts, or, in WordPress mode with no good
 * model at all, only the site's name and the configured phone (src/site/unavailable.ts, issue 44).
 */
export type PlainFacts = Pick<SiteFacts, 'name' | 'documentTitle'> & {
  readonly phone?: SiteFacts['phone']
  readonly email?: string
  readonly openingHours?: Pick<SiteFacts['openingHours'], 'days' | 'opens' | 'closes'>
}

/**
 * A page of plain HTML with the practice's phone number and ways on, for answers that must not
 * depend on anything that might be failing or overloaded: the 503 page when the CMS is down, the
 * 429 when a visitor searches too fast. Nothing from the visitor or the practice model is put in
 * it unescaped (issue 34, point 8: the model's values are edited in WordPress). The facts
 * are the request's (`locals.page.facts`), or the latest the server entry was told of (src/server/plain-facts.ts).
 */
export function plainPageHtml({ heading, message, retry }: PlainPage, practice: PlainFacts): string {
  const links = popularTreatments.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join('')
  const again = retry ? ` Please <a href="${escapeHtml(retry.href)}">${escapeHtml(retry.label)}</a> in a minute${practice.phone ? ', or call us — we’re happy to help' : ''}.` : ''
  const { phone, email, openingHours: hours } = practice
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(practice.documentTitle)}</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;color:#1f2a44;margin:0;background:#f4efe6}main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-family:Georgia,serif;font-size:2rem;line-height:1.2}a{color:#34449a}.call{display:inline-block;margin:.5rem 0 1.5rem;padding:.75rem 1.25rem;border-radius:999px;background:#34449a;color:#fff;font-weight:600;text-decoration:none}
li{margin:.35rem 0}</style></head>
<body><main><img src="/media/brand/logo-desktop.webp" alt="${escapeHtml(practice.name)}" width="260" height="60">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}${again}</p>
${phone ? `<a class="call" href="${escapeHtml(phone.href)}">Call ${escapeHtml(phone.display)}</a>` : ''}
${email && hours ? `<p>E-mail: <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a><br>${escapeHtml(hours.days)}, ${escapeHtml(hours.opens)} to ${escapeHtml(hours.closes)}</p>` : ''}
<h2>Popular treatments</h2><ul>${links}</ul><p><a href="/">Home page</a> · <a href="/contact-us">Contact us</a></p></main></body></html>`
}
