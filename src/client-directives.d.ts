// A module (it exports nothing but is one): `declare module` here adds to Astro's types.
export {}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded and the browser is idle (src/components/islands/after-load.ts). */
    'client:afterload'?: boolean
  }
}
