import { checkPreviewLink, openPreviewLink, previewPath, safeReturnPath } from './preview-link'
import { signPreview } from './signature'
import { createUsedOnce } from './used-once'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000

describe('preview link', () => {
  const link = (overrides: Record<string, string> = {}) => {
    const claim = { type: 'post' as const, id: 42, expires: now + 600 }
    return new URLSearchParams({ type: claim.type, id: String(claim.id), expires: String(claim.expires), token: signPreview(secret, claim), ...overrides })
  }

  it('names the draft a valid link is for, and where its preview lives', () => {
    const check = checkPreviewLink(secret, link(), now)
    expect(check).toEqual({ ok: true, type: 'post', id: 42, expires: now + 600, token: link().get('token') })
    if (check.ok) expect(previewPath(check)).toBe('/preview/post/42')
  })

  it('refuses a link for another draft, an unknown type or missing parts', () => {
    expect(checkPreviewLink(secret, link({ id: '43' }), now)).toEqual({ ok: false, reason: 'bad preview token' })
    expect(checkPreviewLink(secret, link({ type: 'attachment' }), now)).toEqual({ ok: false, reason: 'not a preview link' })
    expect(checkPreviewLink(secret, new URLSearchParams({ type: 'post', id: '42' }), now).ok).toBe(false)
  })

  it('opens once: the same link a second time opens nothing (issue 27, point 9)', async () => {
    const used = createUsedOnce({ prefix: 'test:', now: () => now * 1000 })
    expect(await openPreviewLink(secret, link(), used, now)).toEqual({ ok: true, claim: { type: 'post', id: 42, expires: now + 600 } })
    expect(await openPreviewLink(secret, link(), used, now + 5)).toEqual({ ok: false, reason: 'preview link already used' })
    expect(await openPreviewLink(secret, link({ token: link().get('token')!.toUpperCase() }), used, now + 5)).toEqual({ ok: false, reason: 'preview link already used' })
    // Another link (a fresh press of Preview) is a new one.
    const fresh = { type: 'post' as const, id: 42, expires: now + 601 }
    const freshLink = new URLSearchParams({ type: 'post', id: '42', expires: String(fresh.expires), token: signPreview(secret, fresh) })
    expect((await openPreviewLink(secret, freshLink, used, now + 1)).ok).toBe(true)
  })

  it('opens a session of at most 10 minutes, whatever clock skew the link allowed', async () => {
    const claim = { type: 'page' as const, id: 7, expires: now + 620 }
    const params = new URLSearchParams({ type: 'page', id: '7', expires: String(claim.expires), token: signPreview(secret, claim) })
    expect(await openPreviewLink(secret, params, createUsedOnce({ prefix: 'test:', now: () => now * 1000 }), now)).toEqual({ ok: true, claim: { ...claim, expires: now + 600 } })
  })

  it('does not use up a link that fails its check', async () => {
    const used = createUsedOnce({ prefix: 'test:', now: () => now * 1000 })
    expect(await openPreviewLink(secret, link({ id: '43' }), used, now)).toEqual({ ok: false, reason: 'bad preview token' })
    expect((await openPreviewLink(secret, link(), used, now)).ok).toBe(true)
  })

  it('leaves preview only to a path on this site', () => {
    expect(safeReturnPath('/blog/some-post')).toBe('/blog/some-post')
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil', null, '/a b']) expect(safeReturnPath(hostile)).toBe('/')
  })
})
