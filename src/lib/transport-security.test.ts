import { isLoopbackHost, plainHttpWarning, smtpNeedsRequireTls, smtpPlaintextProblem } from './transport-security'

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
})
