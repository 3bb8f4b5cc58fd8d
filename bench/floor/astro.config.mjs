// The framework floor (docs/benchmark.md): Astro with the Node adapter, standalone, one page of
// static text and nothing of ours. What its page costs is what the framework alone costs.
import node from '@astrojs/node'
import { defineConfig } from 'astro/config'

/** Everything Astro writes (types, caches, the build) goes under dist-bench-floor, which git and lint ignore like the site's dist-* builds; from there the server still finds the repository's node_modules. */
const work = (folder) => new URL(`../../dist-bench-floor/${folder}`, import.meta.url).pathname

export default defineConfig({
  root: work(''),
  srcDir: new URL('./src/', import.meta.url).pathname,
  outDir: work('build/'),
  cacheDir: work('cache/'),
  output: 'server',
  adapter: node({ mode: 'standalone' }),
})
