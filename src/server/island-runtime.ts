import islandElement from 'astro/runtime/server/astro-island.prebuilt.js'
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js'
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js'

/**
 * Astro's island runtime as a cached file rather than in every page (issue 24, "Size").
 *
 * Astro writes the code of its `<astro-island>` element (4.4 KB, 1.7 KB gzip), the `client:visible`
 * directive and a one-rule style inline before a page's first island, and has no setting to make
 * them a file. Inline, every page with an island pays for them again: a third of the HTML of a
 * content page. So the frame's one module script (src/components/frame/frame-script.ts), which
 * every page loads and the browser keeps, carries the same code (astro.config.mjs makes it the
 * module `virtual:larkspur/island-runtime`), the rule is in the stylesheet, and the server takes
 * the inline copies out of each page it renders (src/middleware.ts).
 *
 * An island starts once the frame's script runs, after the page's load event
 * (src/components/frame/frame-after-load.ts): it defines `Astro.visible` and then the element,
 * which upgrades every island already in the page, and each island starts as its directive says
 * (an island whose directive is not defined yet waits for it; each takes up on start what the
 * visitor did before). The copies are matched exactly: if an Astro upgrade changed them, the page would
 * keep its inline copy and still work (the element is defined once, whichever comes first), and
 * the unit test beside this file, which has Astro's own renderer write them, would fail.
 */
export const ISLAND_RUNTIME_MODULE = `${visibleDirective}\n${islandElement}\n`

/** The inline copies Astro writes before a page's first island, as it writes them. */
export const INLINE_ISLAND_RUNTIME = [`<style>${ISLAND_STYLES}</style>`, `<script>${visibleDirective}</script>`, `<script>${islandElement}</script>`] as const

/** The page without Astro's inline island runtime (the frame's script carries it). */
export function withoutInlineIslandRuntime(html: string): string {
  return INLINE_ISLAND_RUNTIME.reduce((page, copy) => page.replaceAll(copy, ''), html)
}

/** An HTML response without the inline island runtime; any other response as it is. */
export async function islandRuntimeOutOfPage(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(withoutInlineIslandRuntime(await response.text()), { status: response.status, statusText: response.statusText, headers })
}
