import { policyDirectives, securityHeaders } from '@/site/security-headers'
import { observatoryScore } from './score'

const html = '<!doctype html><html><head><script type="module" src="/_astro/frame.js"></script></head><body><script>(()=>{})()</script></body></html>'
const asRecord = (list: readonly { key: string; value: string }[]) => Object.fromEntries(list.map(({ key, value }) => [key.toLowerCase(), value]))
const hsts = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' }

describe("Observatory's scoring", () => {
  it('scores a page with no security header as the issue measured it: 50, grade C', () => {
    const result = observatoryScore({ url: 'https://example.org/', headers: { 'content-type': 'text/html', ...hsts }, html })
    expect(result.score).toBe(50)
    expect(result.grade).toBe('C')
    expect(result.tests.filter((t) => t.modifier < 0).map((t) => t.result)).toEqual([
      'csp-not-implemented',
      'x-content-type-options-not-implemented',
      'x-frame-options-not-implemented',
    ])
  })

  it("scores a page's headers on https at 115 (A+): scripts by hash only, no 'unsafe-inline' (issue 23, point 10)", () => {
    // What Astro serves for a page: our directives, with the page's script and style hashes.
    const [defaultSrc, ...rest] = policyDirectives({ siteUrl: 'https://www.example.org' })
    const policy = [defaultSrc, "script-src 'self' 'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='", "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", "style-src-attr 'unsafe-inline'", ...rest].join('; ')
    const headers = { 'content-type': 'text/html; charset=utf-8', ...asRecord(securityHeaders({ siteUrl: 'https://www.example.org' }, policy)) }
    const result = observatoryScore({ url: 'https://www.example.org/', headers, html })
    expect(result.tests.find((t) => t.test === 'strict-transport-security')?.result).toBe('hsts-implemented-max-age-at-least-six-months')
    expect(result.tests.filter((t) => t.modifier < 0)).toEqual([])
    expect(result.score).toBe(115)
    expect(result.grade).toBe('A+')
  })

  it("scores a policy with script-src 'unsafe-inline' (the Next.js app's, before issue 24) at 80 (B+)", () => {
    const [defaultSrc, ...rest] = policyDirectives({ siteUrl: 'https://www.example.org' })
    const policy = [defaultSrc, "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'", ...rest].join('; ')
    const headers = { 'content-type': 'text/html; charset=utf-8', ...asRecord(securityHeaders({ siteUrl: 'https://www.example.org' }, policy)) }
    const result = observatoryScore({ url: 'https://www.example.org/', headers, html })
    expect(result.tests.find((t) => t.test === 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline')
    expect(result.score).toBe(80)
  })

  it('gives the bonuses to a nonce-based strict policy (the option decision 007 turns down)', () => {
    const csp = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' 'unsafe-inline' https:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
    const headers = { 'content-type': 'text/html', ...hsts, 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' }
    const result = observatoryScore({ url: 'https://example.org/', headers, html })
    expect(result.score).toBe(115)
    expect(result.grade).toBe('A+')
  })

  it('penalises http, missing HSTS, an unsafe referrer policy and credentialed CORS', () => {
    const headers = { 'content-type': 'text/html', 'referrer-policy': 'unsafe-url', 'access-control-allow-origin': 'https://evil.example', 'access-control-allow-credentials': 'true' }
    expect(observatoryScore({ url: 'http://example.org/', headers, html }).score).toBe(0)
    expect(observatoryScore({ url: 'https://example.org/', headers: { ...headers, 'referrer-policy': 'no-referrer' }, html }).tests.map((t) => t.modifier)).toContain(-50)
  })
})
