import { jsonLdText } from './json-ld'

describe('jsonLdText', () => {
  it('keeps the data and never lets it close its script element', () => {
    const data = { '@type': 'Article', headline: 'Bonding </script><script>alert(1)</script> or veneers?' }
    const text = jsonLdText(data)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })
})
