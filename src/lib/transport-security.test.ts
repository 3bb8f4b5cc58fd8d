import { databasePlaintextProblem, isLoopbackHost, plainHttpWarning, redisPlaintextProblem, smtpNeedsRequireTls, smtpPlaintextProblem } from './transport-security'

describe('transport security', () => {
  it.each(['localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1', '::ffff:127.0.0.1', 'mail.localhost'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true)
  })

  it.each(['mail.example.com', '10.0.0.5', '192.0.2.2', '[fd00::2]', 'localhost.example.com', '128.0.0.1'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false)
  })

  it('refuses plaintext SMTP to another host, naming SMTP_URL and the fixes', () => {
    const problem = smtpPlaintextProblem('smtp://mail.example.com:25')
    expect(problem).toMatch(/^SMTP_URL would send referrals to mail\.example\.com without enforced, verified TLS/)
    expect(problem).toContain('smtps://mail.example.com:465')
    expect(problem).toContain('?requireTLS=true')
    expect(problem).toContain('SMTP_ALLOW_PLAINTEXT=true')
  })

  it.each([
    ['smtps://user:pass@mail.example.com:465', undefined],
    ['smtp://mail.example.com:587?requireTLS=true', undefined],
    ['smtp://127.0.0.1:2525', undefined],
    ['smtps://mail.example.com:465?tls.rejectUnauthorized=false', 'refused'],
    ['smtp://mail.example.com:587?requireTLS=true&ignoreTLS=true', 'refused'],
    ['smtp://mail.example.com:587?requireTLS=false', 'refused'],
  ])('%s: %s', (url, verdict) => {
    expect(smtpPlaintextProblem(url) === undefined ? undefined : 'refused').toBe(verdict)
  })

  it('allows plaintext to a remote host only when SMTP_ALLOW_PLAINTEXT says so', () => {
    expect(smtpPlaintextProblem('smtp://relay.lan:25', true)).toBeUndefined()
    expect(smtpNeedsRequireTls('smtp://relay.lan:25', true)).toBe(false)
  })

  it('makes the transport require STARTTLS for a remote smtp:// host, not for loopback or smtps://', () => {
    expect(smtpNeedsRequireTls('smtp://mail.example.com:587?requireTLS=true')).toBe(true)
    expect(smtpNeedsRequireTls('smtp://localhost:25')).toBe(false)
    expect(smtpNeedsRequireTls('smtps://mail.example.com:465')).toBe(false)
  })

  it('warns about plain HTTP to another machine, not on loopback or https', () => {
    expect(plainHttpWarning('CMS_URL', 'http://cms.example.com/wp-json/')).toMatch(/^CMS_URL is http:\/\/ to cms\.example\.com: .*Use https:\/\//)
    expect(plainHttpWarning('CF7_URL', 'http://127.0.0.1:8089/wp-json/')).toBeUndefined()
    expect(plainHttpWarning('CF7_URL', 'https://cms.example.com/wp-json/')).toBeUndefined()
    expect(plainHttpWarning('CF7_URL', undefined)).toBeUndefined()
  })

  it.each([
    ['postgres://u:p@db.invalid/x', 'refused'],
    ['postgres://u:p@db.example.com/x?sslmode=prefer', 'refused'],
    ['postgres://u:p@db.example.com/x?sslmode=disable', 'refused'],
    ['postgres://u:p@db.example.com/x?sslmode=require', undefined],
    ['postgresql://u:p@10.0.0.5:5432/x?sslmode=verify-full', undefined],
    ['postgres://u:p@127.0.0.1:5432/x', undefined],
    ['postgres://u:p@localhost/x', undefined],
    ['postgres:///x?host=/var/run/postgresql', undefined],
  ])('DATABASE_URL %s: %s', (url, verdict) => {
    expect(databasePlaintextProblem(url) === undefined ? undefined : 'refused').toBe(verdict)
  })

  it('names DATABASE_URL, the host and both fixes; DATABASE_ALLOW_PLAINTEXT allows a private path', () => {
    const problem = databasePlaintextProblem('postgres://u:p@db.invalid/x')
    expect(problem).toMatch(/^DATABASE_URL would send .* to db\.invalid without TLS/)
    expect(problem).toContain('sslmode=verify-full')
    expect(problem).toContain('DATABASE_ALLOW_PLAINTEXT=true')
    expect(problem).not.toContain('u:p')
    expect(databasePlaintextProblem('postgres://u:p@db.lan/x', true)).toBeUndefined()
  })

  it.each([
    ['redis://cache.invalid:6379', 'refused'],
    ['redis://10.0.0.7:6379', 'refused'],
    ['rediss://cache.example.com:6380', undefined],
    ['redis://127.0.0.1:6379', undefined],
  ])('REDIS_URL %s: %s', (url, verdict) => {
    expect(redisPlaintextProblem(url) === undefined ? undefined : 'refused').toBe(verdict)
  })

  it('names REDIS_URL, the host and both fixes; REDIS_ALLOW_PLAINTEXT allows a private path', () => {
    const problem = redisPlaintextProblem('redis://:secret@cache.invalid:6379')
    expect(problem).toMatch(/^REDIS_URL is redis:\/\/ to cache\.invalid/)
    expect(problem).toContain('rediss://cache.invalid:6379')
    expect(problem).toContain('REDIS_ALLOW_PLAINTEXT=true')
    expect(problem).not.toContain('secret')
    expect(redisPlaintextProblem('redis://cache.lan:6379', true)).toBeUndefined()
  })
})
