import { clientAddress } from './client-address'

test('behind no proxy the address is the TCP peer, whatever X-Forwarded-For a visitor writes', () => {
  expect(clientAddress('198.51.100.1, 203.0.113.9', '192.0.2.50', 0)).toBe('192.0.2.50')
})

test('behind one proxy it is the entry that proxy appended; entries further left are ignored', () => {
  expect(clientAddress('10.9.9.9, 198.51.100.1, 203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9')
  expect(clientAddress(['10.9.9.9', '203.0.113.9'], '127.0.0.1', 2)).toBe('10.9.9.9')
})

test('more hops than the chain has: the leftmost entry, as far as it goes; nothing at all: unknown', () => {
  expect(clientAddress('203.0.113.9', '127.0.0.1', 5)).toBe('203.0.113.9')
  expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
})
