// @ts-check
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, fontProviders } from 'astro/config'
import { MAX_FORM_BODY_BYTES } from './src/forms/upload-rules'
import { ISLAND_RUNTIME_MODULE } from './src/server/island-runtime'
import { aliases } from './src/site/routes'
import { policyDirectives } from './src/site/security-headers'
import { SPECULATION_RULES_TEXT } from './src/site/speculation-rules'

const src = fileURLToPath(new URL('./src', import.meta.url))
/** The site's public origin: the origin check accepts it behind a proxy, and the policy follows its scheme. */
const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:3000'
const site = new URL(siteUrl)

/**
 * `import 'server-only'` marks modules that must never reach a browser (the content port, the
 * store, delivery, env). On the server it is nothing; in an island's bundle it fails the build.
 * @returns {import('vite').Plugin}
 */
function serverOnly() {
  return {
    name: 'larkspur:server-only',
    enforce: 'pre',
    resolveId(id) {
      if (id !== 'server-only') return null
      if (this.environment?.config.consumer === 'client') this.error('A server-only module was imported by code that runs in the browser (an island): move that import to the page.')
      return '\0server-only'
    },
    load(id) {
      return id === '\0server-only' ? 'export {}' : null
    },
  }
}

/**
 * `virtual:larkspur/island-runtime`: Astro's island element and `client:visible` directive as a
 * module, imported by the frame's script, so that pages need not carry them inline
 * (src/server/island-runtime.ts).
 * @returns {import('vite').Plugin}
 */
function islandRuntime() {
  const id = 'virtual:larkspur/island-runtime'
  return {
    name: 'larkspur:island-runtime',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? ISLAND_RUNTIME_MODULE : null),
  }
}

/**
 * `virtual:larkspur/frame-module`: the address of the frame's module (src/components/frame/frame-script.ts),
 * which the browser build makes a file of its own, for the layout's loader to import once the page
 * has loaded (src/components/frame/frame-after-load.ts). The loader imports nothing else, so Astro
 * writes it inline (`assetsInlineLimit` below): a page has no script request before its first paint.
 * @returns {import('vite').Plugin}
 */
function frameModule() {
  const id = 'virtual:larkspur/frame-module'
  const entry = fileURLToPath(new URL('./src/components/frame/frame-script.ts', import.meta.url))
  const placeholder = '__larkspur_frame_module__'
  /** @type {string | undefined} */
  let ref
  return {
    name: 'larkspur:frame-module',
    buildStart() {
      if (this.environment?.name === 'client' && this.environment.mode === 'build') ref = this.emitFile({ type: 'chunk', id: entry, name: 'frame' })
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null
      // In development Vite serves the source as a module at its own path.
      return `export default ${JSON.stringify(ref ? placeholder : `/@fs${entry}`)}`
    },
    renderChunk(code) {
      if (!ref || !code.includes(placeholder)) return null
      return { code: code.replaceAll(placeholder, `/${this.getFileName(ref)}`), map: null }
    },
  }
}

export default defineConfig({
  output: 'server',
  // Middleware mode: src/server/main.ts serves it (headers, compression, static files, the client
  // address). Streaming off: a page's status and what it read are known before its first byte,
  // so a 404 is a 404 and the route cache knows every content tag a page used.
  // bodySizeLimit: no request body may be larger than the largest form post (the biggest referral file and its fields).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true, bodySizeLimit: MAX_FORM_BODY_BYTES }),
  integrations: [
    react(),
    {
      // client:afterload: islands at the top of a page hydrate after its first paint's images.
      name: 'larkspur:after-load',
      hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'afterload', entrypoint: fileURLToPath(new URL('./src/components/islands/after-load.ts', import.meta.url)) }) },
    },
  ],
  // Rendered pages are kept per process and dropped by tag, on every instance (src/cache/route-provider.ts);
  // src/middleware.ts says for how long.
  cache: { provider: { entrypoint: './src/cache/route-provider.ts', name: 'larkspur-route-cache' } },
  // The correctly spelled paths the spec's route table misspells (docs/deviations.md, 4).
  redirects: Object.fromEntries(Object.entries(aliases).map(([from, to]) => [`/${from}`, { status: 308, destination: `/${to}` }])),
  markdown: { syntaxHighlight: false },
  // Our pages' image variants only, each made once and kept (src/server/image-endpoint.ts).
  image: { endpoint: { route: '/_image', entrypoint: './src/server/image-endpoint.ts' }, service: { entrypoint: './src/images/service.ts' } },
  // ASTRO_OUT_DIR lets a second build sit beside the first (e.g. for the WordPress-mode tests).
  outDir: process.env.ASTRO_OUT_DIR?.trim() || './dist',
  session: false,
  // One address per page: /blog/ redirects to /blog.
  trailingSlash: 'never',
  site: siteUrl,
  security: {
    checkOrigin: true,
    // The referral form's file (10 MiB) and its fields: Astro's default of 1 MB would refuse a scan.
    actionBodySizeLimit: MAX_FORM_BODY_BYTES,
    // Behind nginx or a CDN the origin check compares the browser's Origin with the public URL
    // our proxy forwards (X-Forwarded-Host/Proto), for this host only (astro #13891).
    allowedDomains: [{ hostname: site.hostname, protocol: site.protocol.replace(':', '') }],
    // Every page's scripts and styles by hash: no 'unsafe-inline' for scripts (issue 23, point 10).
    // Inline style attributes (a carousel's gap, the aligner slider's fill) stay allowed.
    csp: {
      directives: policyDirectives({ siteUrl }),
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
      // The speculation rules in every page's head (src/site/speculation-rules.ts).
      scriptDirective: { hashes: [`sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}`] },
    },
  },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-fraunces',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [{ src: ['./node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'], weight: '100 900', style: 'normal' }],
      },
    },
  ],
  vite: {
    plugins: [serverOnly(), islandRuntime(), frameModule(), tailwindcss()],
    resolve: { alias: { '@': src } },
    // The dev server imports packages unbundled, without plugins: `server-only` must go through the
    // plugin above there too (the package itself throws outside React's server build).
    // Drizzle (the PostgreSQL store only) is bundled too: loaded from node_modules, Node 24's ESM
    // loader costs ~250 MB on its exports map, bundled ~20 MB (issue 34, point 6; decision 011).
    ssr: { noExternal: ['server-only', 'drizzle-orm'] },
    // Tailwind runs as the Vite plugin above: no PostCSS configuration is looked for.
    css: { postcss: {} },
    // Scripts and fonts as files of their own, cached once for every page, never inlined into each;
    // but for the frame's loader (src/components/frame/frame-loader.astro, a few hundred bytes),
    // which must not be a request. Astro names a component's script chunk after the component.
    build: { assetsInlineLimit: (file) => /(^|\/)frame-loader\.astro_/.test(file) },
  },
})
