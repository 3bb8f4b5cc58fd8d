/**
 * Mozilla HTTP Observatory's scoring (the MDN Observatory, algorithm as published in
 * github.com/mdn/mdn-http-observatory: its grader's charts.js and its analyzer's tests), reimplemented for one
 * response we already have, so the tests can score every page type without the network.
 * Start at 100, add each test's modifier; bonuses (positive modifiers) count only when the score
 * without them is 90 or more. Redirection (http → https) is the TLS terminator's job and cannot be
 * observed on loopback: the caller says what it assumes.
 */
export interface ScoredResponse {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly html: string
}

export interface TestResult {
  readonly test: string
  readonly result: string
  readonly modifier: number
}

export interface Score {
  readonly score: number
  readonly grade: string
  readonly tests: readonly TestResult[]
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const INLINE = new Set(["'unsafe-inline'", 'data:'])
const isNonceOrHash = (source: string) => /^'(nonce|sha256|sha384|sha512)-/.test(source)

function parseCsp(header: string): Map<string, Set<string>> | null {
  const csp = new Map<string, Set<string>>()
  for (const policy of header.split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (!name) continue
      if (!/^[a-z-]+$/i.test(name)) return null
      // With several policies, the first occurrence of a directive is the one that counts here.
      if (!csp.has(name.toLowerCase())) csp.set(name.toLowerCase(), new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))))
    }
  }
  return csp
}

function cspTest(header: string | undefined, https: boolean): TestResult {
  const test = 'content-security-policy'
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 }
  const csp = parseCsp(header)
  if (!csp || csp.size === 0) return { test, result: 'csp-header-invalid', modifier: -25 }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*'])
  const script = fallback('script-src')
  const style = fallback('style-src')
  const object = fallback('object-src')
  for (const list of [script, style]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'")
  if ([...script].some(isNonceOrHash) && script.has("'strict-dynamic'")) {
    for (const source of [...script]) if (source === "'self'" || [...BROAD].some((broad) => source.startsWith(broad))) script.delete(source)
  } else if (script.has("'strict-dynamic'")) return { test, result: 'csp-header-invalid', modifier: -25 }
  const insecure = (sources: Iterable<string>) => [...sources].some((s) => s.startsWith('http:') || s.startsWith('ftp:'))
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, list]) => [...list])
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])])
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  if (https && insecure([...active, ...script])) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  if (https && insecure(passive)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  const defaultNone = csp.get('default-src')?.size === 1 && csp.get('default-src')?.has("'none'")
  return defaultNone ? { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 } : { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

function cookiesTest(setCookie: string | undefined, hsts: boolean): TestResult {
  const test = 'cookies'
  if (!setCookie) return { test, result: 'cookies-not-found', modifier: 0 }
  const cookies = setCookie.split(/,(?=\s*[^;=\s]+=)/)
  if (cookies.some((c) => !/;\s*secure/i.test(c)))
    return hsts ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { test, result: 'cookies-without-secure-flag', modifier: -20 }
  if (cookies.every((c) => /;\s*samesite=(strict|lax)/i.test(c))) return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

function sriTest(html: string, contentType: string, https: boolean): TestResult {
  const test = 'subresource-integrity'
  if (!/^text\/html|^application\/xhtml/.test(contentType)) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 }
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0])
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
  const external = scripts.map((tag) => /\ssrc="([^"]*)"/i.exec(tag)?.[1]).filter((src): src is string => src !== undefined && /^(https?:)?\/\//.test(src))
  if (external.length > 0) return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
  const local = scripts.filter((tag) => /\ssrc="/i.test(tag))
  if (https && local.length > 0 && local.every((tag) => /\sintegrity="/i.test(tag))) return { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
  return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
}

function simpleTests(headers: Readonly<Record<string, string>>, https: boolean, csp: Map<string, Set<string>> | null): TestResult[] {
  const results: TestResult[] = []
  const referrer = (headers['referrer-policy'] ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean).pop()
  if (!referrer) results.push({ test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 })
  else if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) results.push({ test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 })
  else if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(referrer)) results.push({ test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 })
  else results.push({ test: 'referrer-policy', result: 'referrer-policy-header-invalid', modifier: -5 })

  const hsts = headers['strict-transport-security']
  const maxAge = hsts && !hsts.includes(',') ? Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? NaN) : NaN
  if (!https) results.push({ test: 'strict-transport-security', result: 'hsts-not-implemented-no-https', modifier: -20 })
  else if (!hsts) results.push({ test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 })
  else if (Number.isNaN(maxAge)) results.push({ test: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20 })
  else if (maxAge < 15_552_000) results.push({ test: 'strict-transport-security', result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 })
  else results.push({ test: 'strict-transport-security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 })

  const nosniff = headers['x-content-type-options']
  if (!nosniff) results.push({ test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 })
  else if (nosniff.trim().toLowerCase() === 'nosniff') results.push({ test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 })
  else results.push({ test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 })

  const ancestors = csp?.get('frame-ancestors')
  const xfo = headers['x-frame-options']?.trim().toLowerCase()
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) results.push({ test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 })
  else if (xfo === 'deny' || xfo === 'sameorigin') results.push({ test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 })
  else results.push({ test: 'x-frame-options', result: xfo ? 'x-frame-options-header-invalid' : 'x-frame-options-not-implemented', modifier: -20 })

  const acao = headers['access-control-allow-origin']
  const credentials = headers['access-control-allow-credentials']?.toLowerCase() === 'true'
  results.push(acao && credentials ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 } : { test: 'cross-origin-resource-sharing', result: acao ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-not-implemented', modifier: 0 })

  const corp = headers['cross-origin-resource-policy']?.trim().toLowerCase()
  if (!corp) results.push({ test: 'cross-origin-resource-policy', result: 'cross-origin-resource-policy-not-implemented', modifier: 0 })
  else if (corp === 'same-origin' || corp === 'same-site') results.push({ test: 'cross-origin-resource-policy', result: `cross-origin-resource-policy-implemented-with-${corp}`, modifier: 10 })
  else if (corp === 'cross-origin') results.push({ test: 'cross-origin-resource-policy', result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0 })
  else results.push({ test: 'cross-origin-resource-policy', result: 'cross-origin-resource-policy-header-invalid', modifier: -5 })
  return results
}

const GRADES: ReadonlyArray<readonly [number, string]> = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']]

/** Header names in lower case. `redirection` is the assumed result of the http → https test. */
export function observatoryScore(response: ScoredResponse, redirection: TestResult = { test: 'redirection', result: 'redirection-to-https', modifier: 0 }): Score {
  const https = new URL(response.url).protocol === 'https:'
  const headers = response.headers
  const cspHeader = headers['content-security-policy']
  const tests = [
    cspTest(cspHeader, https),
    cookiesTest(headers['set-cookie'], https && Boolean(headers['strict-transport-security'])),
    redirection,
    sriTest(response.html, headers['content-type'] ?? '', https),
    ...simpleTests(headers, https, cspHeader ? parseCsp(cspHeader) : null),
  ]
  const withoutBonus = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0)
  const score = Math.max(0, withoutBonus >= 90 ? 100 + tests.reduce((sum, t) => sum + t.modifier, 0) : withoutBonus)
  const grade = GRADES.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)?.[1] ?? 'F'
  return { score, grade, tests }
}
