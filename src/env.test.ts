import { envWarnings, parseEnv } from './env'

describe('the environment', () => {
  it('refuses a plaintext SMTP_URL to a remote host at start, saying what is wrong with SMTP_URL', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example.com:25' })).toThrow(/SMTP_URL: SMTP_URL would send referrals to mail\.example\.com without enforced, verified TLS/)
  })

  it('accepts TLS, loopback, or the named opt-out', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://mail.example.com:465' }).SMTP_URL).toBe('smtps://mail.example.com:465')
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_ALLOW_PLAINTEXT).toBe(false)
    expect(parseEnv({ SMTP_URL: 'smtp://relay.lan:25', SMTP_ALLOW_PLAINTEXT: 'true' }).SMTP_ALLOW_PLAINTEXT).toBe(true)
    expect(() => parseEnv({ SMTP_ALLOW_PLAINTEXT: 'yes' })).toThrow(/SMTP_ALLOW_PLAINTEXT/)
  })

  it('refuses DATABASE_URL and REDIS_URL to another host without TLS, naming the setting (issue 23)', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://u:p@db.invalid/x' })).toThrow(/DATABASE_URL: DATABASE_URL would send .* without TLS/)
    expect(() => parseEnv({ REDIS_URL: 'redis://cache.invalid:6379' })).toThrow(/REDIS_URL: REDIS_URL is redis:\/\/ to cache\.invalid/)
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db.example.com/x?sslmode=verify-full' }).DATABASE_URL).toContain('sslmode')
    expect(parseEnv({ REDIS_URL: 'redis://cache.lan:6379', REDIS_ALLOW_PLAINTEXT: 'true' }).REDIS_ALLOW_PLAINTEXT).toBe(true)
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db.lan/x', DATABASE_ALLOW_PLAINTEXT: 'true' }).DATABASE_ALLOW_PLAINTEXT).toBe(true)
  })

  it('warns about CMS_URL and CF7_URL over http:// to another host', () => {
    const values = parseEnv({ CMS_URL: 'http://cms.example.com/wp-json/', CF7_URL: 'http://localhost:8089/wp-json/' })
    expect(envWarnings(values)).toEqual([expect.stringMatching(/^CMS_URL is http:\/\/ to cms\.example\.com/)])
    expect(envWarnings(parseEnv({ CMS_URL: 'https://cms.example.com/wp-json/' }))).toEqual([])
  })
})

describe('several instances (issue 12)', () => {
  test('REDIS_URL must be a redis URL', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must start with redis:\/\//)
  })
})
