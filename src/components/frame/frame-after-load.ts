import frameModule from 'virtual:larkspur/frame-module'

/**
 * Starts the frame's module (src/components/frame/frame-script.ts) once the page has loaded, so its
 * request and its work never stand before the page's first paint and its largest image
 * (docs/benchmark.md). This loader imports nothing but the module's address, so Astro writes it
 * inline (astro.config.mjs). Until the module runs the page is its HTML, which works on its own:
 * the menu is a `<details>`, links are links, forms post, and each island takes up on start what
 * the visitor did before (src/components/forms/given-before-start.ts).
 */
const start = () => void import(/* @vite-ignore */ frameModule)
if (document.readyState === 'complete') start()
else window.addEventListener('load', start, { once: true })
