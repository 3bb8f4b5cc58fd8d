// @ts-check
import { fileURLToPath } from 'node:url'
import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, fontProviders } from 'astro/config'
import { policyDirectives } from './src/site/security-headers'

const src = fileURLToPath(new URL('./src', import.meta.url))
/** The site's public origin: the origin check accepts it behind a proxy, and the policy follows its scheme. */
// eslint-disable-next-line no-restricted-properties -- read at build, before src/env.ts exists
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

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // ASTRO_OUT_DIR lets a second build sit beside the first (e.g. for the WordPress-mode tests).
  // eslint-disable-next-line no-restricted-properties -- read at build, before src/env.ts exists
  outDir: process.env.ASTRO_OUT_DIR?.trim() || './dist',
  session: false,
  site: siteUrl,
  security: {
    checkOrigin: true,
    // Behind nginx or a CDN the origin check compares the browser's Origin with the public URL
    // our proxy forwards (X-Forwarded-Host/Proto), for this host only (astro #13891).
    allowedDomains: [{ hostname: site.hostname, protocol: site.protocol.replace(':', '') }],
    // Every page's scripts and styles by hash: no 'unsafe-inline' for scripts (issue 23, point 10).
    // Inline style attributes (a carousel's gap, the aligner slider's fill) stay allowed.
    csp: {
      directives: policyDirectives({ siteUrl }),
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
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
    plugins: [serverOnly(), tailwindcss()],
    resolve: { alias: { '@': src } },
    // Tailwind runs as the Vite plugin above; postcss.config.mjs is Next.js's.
    css: { postcss: {} },
    // Scripts and fonts as files of their own, cached once for every page, never inlined into each.
    build: { assetsInlineLimit: 0 },
  },
})
