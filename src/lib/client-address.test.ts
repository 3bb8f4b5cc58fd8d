import { clientAddress, describeTrust, isTrustedProxy, parseProxyList, proxyTrust } from './client-address'

const none = proxyTrust({ HOST: '0.0.0.0' })
const nginx = proxyTrust({ HOST: '0.0.0.0', TRUSTED_PROXIES: '10.0.0.2' })
const cdnAndNginx = proxyTrust({ HOST: '0.0.0.0', TRUSTED_PROXIES: '10.0.0.2, 203.0.113.0/24', TRUSTED_PROXY_HOPS: 2 })

test('behind no proxy the address is the TCP peer, whatever X-Forwarded-For a visitor writes', () => {
  expect(clientAddress('198.51.100.1, 203.0.113.9', '192.0.2.50', none)).toBe('192.0.2.50')
})

test('a forged X-Forwarded-For from a peer that is not a listed proxy changes nothing', () => {
  for (const forged of ['198.51.100.1', '10.0.0.2', '1.2.3.4, 10.0.0.2', 'anything']) expect(clientAddress(forged, '192.0.2.50', nginx)).toBe('192.0.2.50')
})

test('the proxy of the old hop count reached directly: with hops alone only loopback is believed', () => {
  const hopsOnly = proxyTrust({ HOST: '0.0.0.0', TRUSTED_PROXY_HOPS: 1 })
  expect(clientAddress('198.51.100.7', '192.0.2.50', hopsOnly)).toBe('192.0.2.50')
  expect(clientAddress('198.51.100.7', '127.0.0.1', hopsOnly)).toBe('198.51.100.7')
  expect(clientAddress('198.51.100.7', '::ffff:127.0.0.1', hopsOnly)).toBe('198.51.100.7')
})

test('behind a listed proxy the visitor is the entry it appended; entries the visitor wrote further left are ignored', () => {
  expect(clientAddress('6.6.6.6, 198.51.100.1', '10.0.0.2', nginx)).toBe('198.51.100.1')
  expect(clientAddress(['9.9.9.9', '198.51.100.1'], '10.0.0.2', nginx)).toBe('198.51.100.1')
})

test('walked from the right past listed proxies only, and no further than the hops allow', () => {
  expect(clientAddress('6.6.6.6, 198.51.100.1, 203.0.113.40', '10.0.0.2', cdnAndNginx)).toBe('198.51.100.1')
  // A visitor who writes a CDN address to the left of their own is not walked past.
  expect(clientAddress('203.0.113.41, 198.51.100.1, 203.0.113.40', '10.0.0.2', cdnAndNginx)).toBe('198.51.100.1')
  // Two hops at most: a third listed address is the visitor.
  expect(clientAddress('6.6.6.6, 203.0.113.42, 203.0.113.40', '10.0.0.2', cdnAndNginx)).toBe('203.0.113.42')
})

test('a chain of proxies only, or nothing at all', () => {
  expect(clientAddress('10.0.0.2', '10.0.0.2', nginx)).toBe('10.0.0.2')
  expect(clientAddress(undefined, undefined, none)).toBe('unknown')
})

test('the list reads addresses and CIDR ranges, IPv6 too, and names an entry it cannot read', () => {
  const list = parseProxyList('10.0.0.0/8, ::1, 2001:db8::/32')
  expect(isTrustedProxy('10.200.1.1', list)).toBe(true)
  expect(isTrustedProxy('::1', list)).toBe(true)
  expect(isTrustedProxy('2001:db8:1::5', list)).toBe(true)
  expect(isTrustedProxy('11.0.0.1', list)).toBe(false)
  expect(() => parseProxyList('10.0.0.1, nginx.local')).toThrow('nginx.local')
  expect(() => parseProxyList('10.0.0.0/40')).toThrow('10.0.0.0/40')
})

test('at start: one line on what is trusted, and a warning for hops without a list', () => {
  expect(describeTrust({ HOST: '0.0.0.0' })).toEqual({ line: expect.stringContaining('the TCP peer') as string, warnings: [] })
  const hopsOnly = describeTrust({ HOST: '0.0.0.0', TRUSTED_PROXY_HOPS: 1 })
  expect(hopsOnly.line).toContain('127.0.0.0/8')
  expect(hopsOnly.warnings.join()).toContain('without TRUSTED_PROXIES')
  expect(hopsOnly.warnings.join()).toContain('every interface')
  expect(describeTrust({ HOST: '127.0.0.1', TRUSTED_PROXIES: '10.0.0.2' })).toEqual({ line: expect.stringContaining('10.0.0.2/32') as string, warnings: [] })
  expect(describeTrust({ HOST: '0.0.0.0', TRUSTED_PROXIES: '10.0.0.2', TRUSTED_PROXY_HOPS: 0 }).warnings.join()).toContain('no proxy is trusted')
})
