// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { routeOf } from './use-link-routing'

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a')
  element.href = href
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('which links the document-wide listener routes client-side', () => {
  it('routes the site’s own pages', () => {
    expect(routeOf(anchor('/veneers'))?.pathname).toBe('/veneers')
    expect(routeOf(anchor('/blog/page/2?x=1'))?.search).toBe('?x=1')
  })

  it('leaves route handlers to the browser: leaving preview must reach the server and clear its cookie', () => {
    for (const href of ['/api/preview/exit?to=%2Fextractions', '/api/revalidate', '/service-unavailable?from=%2F', '/wp-content/uploads/2026/x.jpg']) {
      expect(routeOf(anchor(href)), href).toBeNull()
    }
  })

  it('leaves files, other sites, new tabs and downloads to the browser', () => {
    expect(routeOf(anchor('/sitemap.xml'))).toBeNull()
    expect(routeOf(anchor('https://www.cqc.org.uk/location/1'))).toBeNull()
    expect(routeOf(anchor('/veneers', { target: '_blank' }))).toBeNull()
    expect(routeOf(anchor('/brochure', { download: '' }))).toBeNull()
  })
})
