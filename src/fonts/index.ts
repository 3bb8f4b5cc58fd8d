import localFont from 'next/font/local'

/**
 * Self-hosted from an npm package: nothing is fetched from a font service at build or run time.
 * Only the headings use a web font; body text is set in the platform's own UI font (globals.css),
 * so the largest text on a phone paints at once without waiting for a download
 * (docs/decisions/006-phone-speed.md).
 */
export const fraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  // Not preloaded: headings paint at once in the size-adjusted fallback and take Fraunces when it
  // arrives, so the first paint never waits behind a 37 KB download.
  preload: false,
})
