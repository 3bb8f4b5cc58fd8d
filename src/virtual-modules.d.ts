// Vite's virtual modules of astro.config.mjs. No import or export here: these are ambient
// declarations, which a module file could only make as augmentations of modules that exist.

declare module 'virtual:larkspur/island-runtime' {
  // Astro's island element and client:visible directive, run for their effect.
}

declare module 'virtual:larkspur/frame-module' {
  /** The address of the frame's module (src/components/frame/frame-script.ts) in this build. */
  const address: string
  export default address
}
