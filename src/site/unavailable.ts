import { telHref } from '@/practice/wording'
import { plainPageHtml, type PlainFacts } from './plain-page'

/** Only a path on this site may be offered as 'try again'. */
export function sameSitePath(value: string | null | undefined): string {
  return value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/'
}

/**
 * What a visitor gets when the CMS is down and nothing was ever loaded for this page: status 503
 * (so crawlers come back later) and Retry-After, the practice's phone number and ways on, in
 * plain HTML that depends on nothing that might be failing (docs/deviations.md, 1). Answered at
 * the page's own address, so 'try again' is the page itself.
 */
export function unavailableResponse(from: string, facts: PlainFacts): Response {
  const html = plainPageHtml({
    heading: 'This page is taking a little longer than usual',
    message: 'We couldn’t load this page just now.',
    retry: { href: sameSitePath(from), label: 'try again' },
  }, facts)
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' } })
}

/**
 * The facts of that page in WordPress mode while this instance has no good practice model at all
 * (issue 44): the repository's embedded model is never shown there (its phones and hours are not
 * the practice's), so the page names the site by its address and shows FALLBACK_PHONE, if set.
 */
export function noModelFacts(siteUrl: string, fallbackPhone: string | undefined): PlainFacts {
  const name = new URL(siteUrl).host
  return { name, documentTitle: name, ...(fallbackPhone ? { phone: { display: fallbackPhone, href: telHref(fallbackPhone) } } : {}) }
}
