import { previewAccess, previewSessionValue, readPreviewSession } from './preview-session'
import { signPreview } from './signature'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000
const postA = { type: 'post' as const, id: 42, expires: now + 600 }

describe('preview session (issue 23, point 1)', () => {
  it('opens the one item it was signed for, and no other', () => {
    const session = readPreviewSession(secret, previewSessionValue(secret, postA), now)
    expect(previewAccess(session, 'post', '42')).toBe('show')
    expect(previewAccess(session, 'post', '43')).toBe('not found')
    expect(previewAccess(session, 'page', '42')).toBe('not found')
  })

  it('says expired after the link’s own expiry, for that item only', () => {
    const session = readPreviewSession(secret, previewSessionValue(secret, postA), now + 601)
    expect(session.state).toBe('expired')
    expect(previewAccess(session, 'post', '42')).toBe('expired')
    expect(previewAccess(session, 'post', '43')).toBe('not found')
  })

  it('refuses a cookie whose claim was changed, one signed with another secret, and a link token', () => {
    const value = previewSessionValue(secret, postA)
    expect(readPreviewSession(secret, value.replace('.42.', '.43.'), now).state).toBe('none')
    expect(readPreviewSession(secret, previewSessionValue('another-secret-of-the-same-length-0000000000', postA), now).state).toBe('none')
    expect(readPreviewSession(secret, `post.42.${postA.expires}.${signPreview(secret, postA)}`, now).state).toBe('none')
    expect(readPreviewSession(secret, undefined, now).state).toBe('none')
    expect(readPreviewSession(secret, 'post.42', now).state).toBe('none')
  })

  it('differs for every link, so holders of one link share nothing with holders of another', () => {
    expect(previewSessionValue(secret, postA)).not.toBe(previewSessionValue(secret, { ...postA, expires: postA.expires + 1 }))
  })
})
