import { popularTreatments } from '@/site/navigation'
import { practice } from '@/site/practice'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Only a path on this site may be offered as 'try again'. */
function safeReturnPath(value: string | null): string {
  return value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/'
}

/**
 * The page a visitor sees when the CMS is down and nothing was cached: status 503 (so crawlers
 * come back later), the practice's phone number and ways on. Plain HTML: it must not depend on
 * anything that might be failing.
 */
export function GET(request: Request) {
  const from = safeReturnPath(new URL(request.url).searchParams.get('from'))
  const links = popularTreatments.map((link) => `<li><a href="${link.href}">${escapeHtml(link.label)}</a></li>`).join('')
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(practice.documentTitle)}</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;color:#1f2a44;margin:0;background:#f4efe6}main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-family:Georgia,serif;font-size:2rem;line-height:1.2}a{color:#34449a}.call{display:inline-block;margin:.5rem 0 1.5rem;padding:.75rem 1.25rem;border-radius:999px;background:#34449a;color:#fff;font-weight:600;text-decoration:none}
li{margin:.35rem 0}</style></head>
<body><main><img src="/media/brand/logo-desktop.webp" alt="${escapeHtml(practice.name)}" width="260" height="60">
<h1>This page is taking a little longer than usual</h1>
<p>We couldn’t load this page just now. Please <a href="${escapeHtml(from)}">try again</a> in a minute, or call us — we’re happy to help.</p>
<a class="call" href="${practice.phone.href}">Call ${escapeHtml(practice.phone.display)}</a>
<p>E-mail: <a href="mailto:${practice.email}">${practice.email}</a><br>${escapeHtml(practice.openingHours.days)}, ${practice.openingHours.opens} to ${practice.openingHours.closes}</p>
<h2>Popular treatments</h2><ul>${links}</ul><p><a href="/">Home page</a> · <a href="/contact-us">Contact us</a></p></main></body></html>`
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' },
  })
}
