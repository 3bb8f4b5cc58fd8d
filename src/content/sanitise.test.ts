import { sanitise } from './sanitise'

const SANDBOX = 'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"'

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

  it('keeps rich text, tables, image dimensions and safe links', () => {
    const html = '<h2>Fees</h2><table><tr><th scope="col">A</th></tr></table><img src="/m.webp" width="10" height="5" alt="m"><a href="tel:+441632960000">Call</a>'
    expect(sanitise(html)).toBe(
      '<h2>Fees</h2><table><tr><th scope="col">A</th></tr></table><img src="/m.webp" width="10" height="5" alt="m" loading="lazy" decoding="async" /><a href="tel:+441632960000">Call</a>',
    )
  })
})

describe('frames: only the two embed providers, sandboxed, with few permissions', () => {
  it('keeps a youtube-nocookie embed, sandboxed and lazy', () => {
    expect(sanitise('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>')).toBe(
      `<iframe title="Video" src="https://www.youtube-nocookie.com/embed/abc" ${SANDBOX} loading="lazy" referrerpolicy="no-referrer"></iframe>`,
    )
  })

  it("moves WordPress's www.youtube.com embed to youtube-nocookie, keeping its query", () => {
    expect(sanitise('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"></iframe>')).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed"')
  })

  it("keeps OpenStreetMap's embed page", () => {
    expect(sanitise('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4"></iframe>')).toContain('src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4"')
  })

  it.each([
    'https://www.google.com/maps/embed?pb=1',
    'https://www.google.com/search?q=x',
    'https://player.vimeo.com/video/1',
    'https://www.youtube.com/watch?v=abc',
    'https://www.youtube-nocookie.com/embed/abc/../../redirect',
    'http://www.youtube-nocookie.com/embed/abc',
    'https://www.openstreetmap.org/user/new',
    'https://www.youtube-nocookie.com:444/embed/abc',
  ])('drops any other path or host: %s', (src) => {
    expect(sanitise(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>')
  })

  it('cuts allow to autoplay, encrypted-media, picture-in-picture and fullscreen, and replaces the sandbox', () => {
    const html = sanitise(`<iframe src="https://www.youtube-nocookie.com/embed/abc" allow="camera; microphone; geolocation *; autoplay; encrypted-media 'src'; fullscreen; picture-in-picture; clipboard-write" sandbox="allow-top-navigation allow-forms"></iframe>`)
    expect(html).toContain('allow="autoplay; encrypted-media; fullscreen; picture-in-picture"')
    expect(html).toContain(SANDBOX)
    expect(html).not.toMatch(/camera|microphone|geolocation|clipboard|allow-top-navigation|allow-forms/)
  })

  it('leaves allow out when nothing permitted was asked for', () => {
    expect(sanitise('<iframe src="https://www.youtube-nocookie.com/embed/abc" allow="camera"></iframe>')).not.toContain('allow=')
  })
})

describe('classes: only WordPress block classes', () => {
  it.each([
    ['<div class="fixed inset-0 z-50 bg-white">x</div>', '<div>x</div>'],
    ['<p class="has-text-color has-large-font-size text-red-600">x</p>', '<p class="has-text-color has-large-font-size">x</p>'],
    ['<figure class="wp-block-image alignwide size-large is-style-rounded"><img src="/a.webp" alt="" /></figure>', '<figure class="wp-block-image alignwide is-style-rounded"><img src="/a.webp" alt="" loading="lazy" decoding="async" /></figure>'],
    ['<p class="has-[:checked]:fixed align-middle sr-only">x</p>', '<p>x</p>'],
  ])('%s', (input, expected) => {
    expect(sanitise(input)).toBe(expected)
  })
})

describe('ids: prefixed so they never equal one of the site', () => {
  it('prefixes every id, so CMS HTML cannot repeat id="main"', () => {
    expect(sanitise('<div id="main">x</div><h2 id="getintouchform">y</h2>')).toBe('<div id="cms-main">x</div><h2 id="cms-getintouchform">y</h2>')
  })

  it("moves a same-page link to the CMS's own anchor with it; a link to a site anchor stays", () => {
    expect(sanitise('<a href="#prices">Prices</a><h2 id="prices">Prices</h2><a href="#getintouchform">Enquire</a>')).toBe(
      '<a href="#cms-prices">Prices</a><h2 id="cms-prices">Prices</h2><a href="#getintouchform">Enquire</a>',
    )
  })

  it("prefixes an old-style anchor's name", () => {
    expect(sanitise('<a name="top"></a><a href="#top">Top</a>')).toBe('<a name="cms-top"></a><a href="#cms-top">Top</a>')
  })
})

describe('links: another origin never gets the opener or the referrer', () => {
  it.each([
    ['<a href="https://x.example">x</a>', '<a href="https://x.example" rel="noopener noreferrer">x</a>'],
    ['<a href="http://x.example" rel="nofollow opener">x</a>', '<a href="http://x.example" rel="nofollow noopener noreferrer">x</a>'],
    ['<a href="https://x.example" target="_blank">x</a>', '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="/contact-us" target="_blank">x</a>', '<a href="/contact-us" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="/contact-us">x</a>', '<a href="/contact-us">x</a>'],
    ['<a href="mailto:hello@example.com" rel="noopener">x</a>', '<a href="mailto:hello@example.com">x</a>'],
    ['<a href="https://x.example" target="opener-window">x</a>', '<a href="https://x.example" rel="noopener noreferrer">x</a>'],
  ])('%s', (input, expected) => {
    expect(sanitise(input)).toBe(expected)
  })
})

describe('block-editor markup (issue 30): what a block needs, nothing more', () => {
  it.each([
    [
      'a Details block stays a working <details>, closed at first',
      '<details class="wp-block-details" open ontoggle="x()"><summary>Does it hurt?</summary><p>Rarely.</p></details>',
      '<details class="wp-block-details"><summary>Does it hurt?</summary><p>Rarely.</p></details>',
    ],
    [
      "a gallery keeps its column count, and nothing that merely looks like one",
      '<figure class="wp-block-gallery has-nested-images columns-3 columns-x columns-12 is-cropped"></figure>',
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped"></figure>',
    ],
    [
      'a table keeps its figure and caption',
      '<figure class="wp-block-table"><table><tr><td>A</td></tr></table><figcaption class="wp-element-caption">Fees</figcaption></figure>',
      '<figure class="wp-block-table"><table><tr><td>A</td></tr></table><figcaption class="wp-element-caption">Fees</figcaption></figure>',
    ],
    [
      'a spacer and a column lose their inline styles',
      '<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div><div class="wp-block-column" style="flex-basis:66%;position:fixed">x</div>',
      '<div class="wp-block-spacer"></div><div class="wp-block-column">x</div>',
    ],
    [
      "a file block's PDF viewer goes; its link stays",
      '<div class="wp-block-file"><object class="wp-block-file__embed" data="/a.pdf" type="application/pdf"></object><a href="/a.pdf" class="wp-block-file__button wp-element-button" download>Download</a></div>',
      '<div class="wp-block-file"><a href="/a.pdf" class="wp-block-file__button wp-element-button">Download</a></div>',
    ],
  ])('%s', (_, input, expected) => {
    expect(sanitise(input)).toBe(expected)
  })
})

describe('malformed fragments never throw (issue 27, point 8)', () => {
  it.each([
    ['<a href="#%">x</a>', '<a href="#%">x</a>'],
    ['<a href="#%zz">x</a><h2 id="%zz">y</h2>', '<a href="#cms-%zz">x</a><h2 id="cms-%zz">y</h2>'],
    ['<a href="#caf%C3%A9">x</a><h2 id="café">y</h2>', '<a href="#cms-caf%C3%A9">x</a><h2 id="cms-café">y</h2>'],
  ])('%s', (input, expected) => {
    expect(() => sanitise(input)).not.toThrow()
    expect(sanitise(input)).toBe(expected)
  })
})
