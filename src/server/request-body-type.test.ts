import { readBodyType } from './request-body-type'

test('the multipart boundary is the one undici parses by: parameters split on ";", names matched whole', async () => {
  // What a browser sends, read back as undici's own Request reads it.
  const data = new FormData()
  data.append('a', 'x')
  const request = new Request('http://x/', { method: 'POST', body: data })
  const type = request.headers.get('content-type') ?? ''
  const boundary = /boundary=(.+)$/.exec(type)?.[1]
  expect(readBodyType(type)).toEqual({ kind: 'multipart', boundary })
  expect(readBodyType('Multipart/Form-Data; BOUNDARY="a;b"; Charset=utf-8')).toEqual({ kind: 'multipart', boundary: 'a;b' })
})

test('the decoy: a parameter whose name ends in "boundary" is not the boundary, and the type is refused', () => {
  expect(readBodyType('multipart/form-data; xboundary=Z; boundary=B')).toEqual({ kind: 'refused' })
  expect(readBodyType('multipart/form-data; boundary=B; xboundary=Z')).toEqual({ kind: 'refused' })
})

test('a second boundary, a missing or empty one, or any parameter but boundary and charset is refused', () => {
  for (const type of [
    'multipart/form-data; boundary=A; boundary=B',
    'multipart/form-data; boundary=A; BOUNDARY=B',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; charset=utf-8',
    'multipart/form-data; boundary=A; name=x',
    'multipart/form-data; boundary=A; charset=utf-8; charset=latin1',
    'multipart/mixed; boundary=A',
    'multipart/',
  ]) {
    expect(readBodyType(type), type).toEqual({ kind: 'refused' })
  }
})

test('url-encoded forms and other bodies are told apart; a quoted ";" does not start a parameter', () => {
  expect(readBodyType('application/x-www-form-urlencoded;charset=UTF-8')).toEqual({ kind: 'urlencoded' })
  expect(readBodyType('application/json')).toEqual({ kind: 'other' })
  expect(readBodyType(undefined)).toEqual({ kind: 'other' })
  expect(readBodyType('multipart/form-data; boundary="x; xboundary=y"')).toEqual({ kind: 'multipart', boundary: 'x; xboundary=y' })
})
