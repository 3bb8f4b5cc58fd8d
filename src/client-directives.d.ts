// A module (it exports nothing but is one): `declare module` here adds to Astro's types.
export {}

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate once the page has loaded and the browser is idle; with `waitMs`, that much later unless
     * the visitor reaches for the island first (src/components/islands/after-load.ts).
     */
    'client:afterload'?: boolean | { readonly waitMs: number }
  }
}
