import { MAX_SKEW_SECONDS, signPracticeCheck, signPreview, signWebhook, verifyPracticeCheck, verifyPreview, verifyWebhook } from './signature'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const now = 1_800_000_000
const body = '{"type":"page","slug":"fees"}'

describe('webhook signature', () => {
  const signed = (timestamp: number, text = body) => ({ timestamp: String(timestamp), signature: signWebhook(secret, timestamp, text), body: text })

  it('accepts a fresh, correctly signed body', () => {
    expect(verifyWebhook(secret, signed(now), now)).toEqual({ ok: true })
    expect(verifyWebhook(secret, signed(now - 299), now)).toEqual({ ok: true })
  })

  it('refuses a body signed with another secret, or changed after signing', () => {
    expect(verifyWebhook(`${secret}x`, signed(now), now)).toEqual({ ok: false, reason: 'bad signature' })
    expect(verifyWebhook(secret, { ...signed(now), body: body.replace('fees', 'cookies') }, now).ok).toBe(false)
  })

  it('refuses a replay older than five minutes, and a timestamp from the future', () => {
    expect(verifyWebhook(secret, signed(now - 301), now)).toEqual({ ok: false, reason: 'stale timestamp' })
    expect(verifyWebhook(secret, signed(now + 301), now)).toEqual({ ok: false, reason: 'stale timestamp' })
  })

  it('refuses a missing or malformed signature or timestamp', () => {
    expect(verifyWebhook(secret, { timestamp: null, signature: null, body }, now).ok).toBe(false)
    expect(verifyWebhook(secret, { ...signed(now), signature: 'sha256=zz' }, now).ok).toBe(false)
    expect(verifyWebhook(secret, { ...signed(now), timestamp: `${now}.5` }, now)).toEqual({ ok: false, reason: 'malformed timestamp' })
  })

  it('signs timestamp + body, as the PHP plugin does', () => {
    // PHP's hash_hmac('sha256', '1800000000{}', 'k'), computed independently with openssl.
    expect(signWebhook('k', now, '{}')).toBe('sha256=5546d4f5e848b090bdb6edb05fa23e8593346d186d8df8bd0cf400aedc7d05b6')
  })
})

describe('practice check signature (issue 36)', () => {
  const model = '{"proposed":{"group":{}}}'
  const signed = (timestamp: number, text = model) => ({ timestamp: String(timestamp), signature: signPracticeCheck(secret, timestamp, text), body: text })

  it('accepts a fresh check signed under its own prefix, within the webhook’s window, and nothing stale or changed', () => {
    expect(verifyPracticeCheck(secret, signed(now), now)).toEqual({ ok: true })
    expect(verifyPracticeCheck(secret, signed(now - MAX_SKEW_SECONDS), now)).toEqual({ ok: true })
    expect(verifyPracticeCheck(secret, signed(now - MAX_SKEW_SECONDS - 1), now)).toEqual({ ok: false, reason: 'stale timestamp' })
    expect(verifyPracticeCheck(`${secret}x`, signed(now), now)).toEqual({ ok: false, reason: 'bad signature' })
    expect(verifyPracticeCheck(secret, { ...signed(now), body: model.replace('group', 'fees') }, now).ok).toBe(false)
    expect(verifyPracticeCheck(secret, { timestamp: null, signature: null, body: model }, now)).toEqual({ ok: false, reason: 'missing signature' })
  })

  it('a webhook’s signature does not pass as a check’s, nor a check’s as a webhook’s, over the same body and time', () => {
    const webhook = { timestamp: String(now), signature: signWebhook(secret, now, model), body: model }
    expect(verifyWebhook(secret, webhook, now)).toEqual({ ok: true })
    expect(verifyPracticeCheck(secret, webhook, now)).toEqual({ ok: false, reason: 'bad signature' })
    expect(verifyWebhook(secret, signed(now), now)).toEqual({ ok: false, reason: 'bad signature' })
  })

  it('signs practice-check:timestamp:body, as the PHP plugin does', () => {
    // PHP's hash_hmac('sha256', 'practice-check:1800000000:{}', 'k'), computed independently with openssl.
    expect(signPracticeCheck('k', now, '{}')).toBe('sha256=69d86f0390da9a6e29b8e44eddadb21585af063d4d8e0e126f812e091cc0b42d')
  })
})

describe('preview token', () => {
  const claim = { type: 'page' as const, id: 12, expires: now + 600 }

  it('accepts a token for exactly this draft until it expires', () => {
    expect(verifyPreview(secret, claim, signPreview(secret, claim), now)).toEqual({ ok: true })
    expect(verifyPreview(secret, claim, signPreview(secret, claim), now + 601)).toEqual({ ok: false, reason: 'expired preview link' })
  })

  it('refuses a token moved to another draft, type or expiry', () => {
    const token = signPreview(secret, claim)
    expect(verifyPreview(secret, { ...claim, id: 13 }, token, now).ok).toBe(false)
    expect(verifyPreview(secret, { ...claim, type: 'post' }, token, now).ok).toBe(false)
    expect(verifyPreview(secret, { ...claim, expires: claim.expires + 1 }, token, now).ok).toBe(false)
  })

  it('refuses a link that claims to live for days, or more than 10 minutes and a little clock skew (issue 27, point 9)', () => {
    const long = { ...claim, expires: now + 86_400 }
    expect(verifyPreview(secret, long, signPreview(secret, long), now).ok).toBe(false)
    const eleven = { ...claim, expires: now + 11 * 60 }
    expect(verifyPreview(secret, eleven, signPreview(secret, eleven), now)).toEqual({ ok: false, reason: 'preview link lives too long' })
    const ahead = { ...claim, expires: now + 600 + 20 }
    expect(verifyPreview(secret, ahead, signPreview(secret, ahead), now)).toEqual({ ok: true })
  })
})
