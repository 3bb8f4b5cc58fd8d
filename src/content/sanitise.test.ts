import { sanitise } from './sanitise'

describe('sanitise', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" loading="lazy" decoding="async" alt="" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="steal()">text</p>', '<p>text</p>'],
    ['<iframe src="https://evil.example/"></iframe>', ''],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="card"></form>', ''],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitise(input)).toBe(expected)
  })

  it('keeps allow-listed players, lazily', () => {
    expect(sanitise('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" loading="lazy" referrerpolicy="no-referrer"></iframe>',
    )
  })

  it('keeps rich text, tables, image dimensions and safe links', () => {
    const html = '<h2 id="a">Fees</h2><table><tr><th scope="col">A</th></tr></table><img src="/m.webp" width="10" height="5" alt="m"><a href="tel:+441632960123">Call</a>'
    expect(sanitise(html)).toBe(
      '<h2 id="a">Fees</h2><table><tr><th scope="col">A</th></tr></table><img src="/m.webp" width="10" height="5" alt="m" loading="lazy" decoding="async" /><a href="tel:+441632960123">Call</a>',
    )
  })

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitise('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>')
  })
})
