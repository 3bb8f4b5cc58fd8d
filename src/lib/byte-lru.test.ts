import { ByteLru, jsonBytes } from './byte-lru'

test('drops the least recently used first, to stay within its bytes', () => {
  const lru = new ByteLru<string>(30)
  lru.set('a', 'A', 10)
  lru.set('b', 'B', 10)
  lru.set('c', 'C', 10)
  expect(lru.get('a')).toBe('A')
  lru.set('d', 'D', 10)
  expect([...lru.entries()].map(([key]) => key)).toEqual(['c', 'a', 'd'])
  expect(lru.bytes).toBe(30)
})

test('keeps at most its count, and never a value larger than the whole', () => {
  const lru = new ByteLru<number>(1000, 2)
  for (let index = 0; index < 5; index += 1) lru.set(String(index), index, 1)
  expect(lru.size).toBe(2)
  lru.set('huge', 9, 2000)
  expect(lru.get('huge')).toBeUndefined()
})

test('replacing a key counts its bytes once', () => {
  const lru = new ByteLru<string>(100)
  lru.set('a', 'x', 40)
  lru.set('a', 'y', 50)
  expect(lru.bytes).toBe(50)
  lru.delete('a')
  expect(lru.bytes).toBe(0)
})

test('jsonBytes measures the JSON at two bytes a character', () => {
  expect(jsonBytes({ a: 'bc' })).toBe(JSON.stringify({ a: 'bc' }).length * 2)
  expect(jsonBytes(undefined)).toBe(0)
})
