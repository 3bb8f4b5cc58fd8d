import { JSDOM } from 'jsdom'
import { getPrescripts } from 'astro/runtime/server/scripts.js'
import { ISLAND_RUNTIME_MODULE, islandRuntimeOutOfPage, withoutInlineIslandRuntime } from './island-runtime'
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js'

/** What Astro's renderer writes before a page's first `client:visible` island, with this installed version's code. */
const astroPrescripts = () => getPrescripts({ clientDirectives: new Map([['visible', visibleDirective]]) } as never, 'both', 'visible')
const page = (before: string) => `<main><h1>Veneers</h1>${before}<astro-island client="visible"><form></form></astro-island></main>`

describe("Astro's island runtime, out of the page and into the frame's script", () => {
  it('takes out exactly what Astro writes inline, and nothing of the page', () => {
    expect(astroPrescripts()).toContain('customElements.define("astro-island"')
    expect(withoutInlineIslandRuntime(page(astroPrescripts()))).toBe(page(''))
  })

  it("the frame's module, run in a page, starts an island already there: it waits until the island nears the screen", () => {
    const { window } = new JSDOM('<astro-island uid="1" client="visible" component-url="/x.js" renderer-url="/r.js" props="{}" opts="{}"><form></form></astro-island>', {
      runScripts: 'outside-only',
    })
    const observed: Element[] = []
    window.IntersectionObserver = class {
      observe(target: Element) {
        observed.push(target)
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    window.eval(ISLAND_RUNTIME_MODULE)
    const element = window.customElements.get('astro-island')
    const island = window.document.querySelector('astro-island')
    // Defined after the island was parsed: the browser upgrades it, as when the frame's script runs.
    expect(element && island instanceof element).toBe(true)
    expect(observed).toEqual([window.document.querySelector('form')])
  })

  it('leaves a script of the page, or of another directive, where it is', () => {
    const other = '<script>(()=>{(self.Astro||(self.Astro={})).afterload=a})();</script><script type="application/ld+json">{}</script>'
    expect(withoutInlineIslandRuntime(page(other))).toBe(page(other))
  })

  it('rewrites an HTML response with its status and headers, and passes any other through', async () => {
    const html = new Response(page(astroPrescripts()), { status: 404, headers: { 'content-type': 'text/html', 'content-length': '9999', 'x-kept': 'yes' } })
    const out = await islandRuntimeOutOfPage(html)
    expect(out.status).toBe(404)
    expect(out.headers.get('x-kept')).toBe('yes')
    expect(out.headers.get('content-length')).toBeNull()
    expect(await out.text()).toBe(page(''))
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(await islandRuntimeOutOfPage(json)).toBe(json)
  })
})
