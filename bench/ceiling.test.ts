import { describe, expect, it } from 'vitest'
import { ceilingFile, withoutScripts } from './ceiling'

const page = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">',
  '<link rel="modulepreload" href="/_astro/client.js"><link rel="stylesheet" href="/_astro/site.css">',
  '<script>(()=>{var a="</div>";})()</script><style>astro-island{display:contents}</style></head>',
  '<body><h1 class="x">Veneers</h1><p data-note="<script>">Text &amp; more</p>',
  '<astro-island uid="a" props="{}"><form action="?_action=enquire"><input name="name"></form></astro-island>',
  '<script type="module" src="/_astro/layout.js"></script><SCRIPT type="application/ld+json">{"a":1}</SCRIPT>',
  '<noscript><p>No script</p></noscript></body></html>',
].join('')

describe('withoutScripts', () => {
  it('cuts every script element and script preload out of the HTML and leaves every other byte as it was', () => {
    const { html, removed } = withoutScripts(page)
    expect(removed).toBe(4)
    expect(html).toBe(
      [
        '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">',
        '<link rel="stylesheet" href="/_astro/site.css">',
        '<style>astro-island{display:contents}</style></head>',
        '<body><h1 class="x">Veneers</h1><p data-note="<script>">Text &amp; more</p>',
        '<astro-island uid="a" props="{}"><form action="?_action=enquire"><input name="name"></form></astro-island>',
        '<noscript><p>No script</p></noscript></body></html>',
      ].join(''),
    )
  })

  it('leaves a page without scripts alone', () => {
    expect(withoutScripts('<p>plain</p>')).toEqual({ html: '<p>plain</p>', removed: 0 })
  })
})

describe('ceilingFile', () => {
  it('names a file after the page path, the home page index.html', () => {
    expect(ceilingFile('/')).toBe('index.html')
    expect(ceilingFile('/veneers')).toBe('veneers.html')
    expect(ceilingFile('/blog/a-post')).toBe('blog/a-post.html')
  })
})
