import { checkPreviewLink, previewPath, safeReturnPath } from './preview-link'
import { signPreview } from './signature'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000

describe('preview link', () => {
  const link = (overrides: Record<string, string> = {}) => {
    const claim = { type: 'post' as const, id: 42, expires: now + 600 }
    return new URLSearchParams({ type: claim.type, id: String(claim.id), expires: String(claim.expires), token: signPreview(secret, claim), ...overrides })
  }

  it('names the draft a valid link is for, and where its preview lives', () => {
    const check = checkPreviewLink(secret, link(), now)
    expect(check).toEqual({ ok: true, type: 'post', id: 42, expires: now + 600 })
    if (check.ok) expect(previewPath(check)).toBe('/preview/post/42')
  })

  it('refuses a link for another draft, an unknown type or missing parts', () => {
    expect(checkPreviewLink(secret, link({ id: '43' }), now)).toEqual({ ok: false, reason: 'bad preview token' })
    expect(checkPreviewLink(secret, link({ type: 'attachment' }), now)).toEqual({ ok: false, reason: 'not a preview link' })
    expect(checkPreviewLink(secret, new URLSearchParams({ type: 'post', id: '42' }), now).ok).toBe(false)
  })

  it('leaves preview only to a path on this site', () => {
    expect(safeReturnPath('/blog/some-post')).toBe('/blog/some-post')
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil', null, '/a b']) expect(safeReturnPath(hostile)).toBe('/')
  })
})
