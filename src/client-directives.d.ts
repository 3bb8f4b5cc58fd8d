// A module (it exports nothing but is one): `declare module` here adds to Astro's types.
export {}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded and the browser is idle (src/components/islands/after-load.ts). */
    'client:afterload'?: boolean
  }
}

declare module 'virtual:larkspur/island-runtime' {
  // Astro's island element and client:visible directive, run for their effect (astro.config.mjs).
}
