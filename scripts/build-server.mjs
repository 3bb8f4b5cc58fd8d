// Bundles the server entry (src/server/main.ts) into {ASTRO_OUT_DIR or dist}/main.mjs beside
// Astro's build, so that `npm start` runs plain JavaScript. Packages stay in node_modules;
// `server-only` is nothing here.
import path from 'node:path'
import { build } from 'esbuild'

const outDir = process.env.ASTRO_OUT_DIR?.trim() || 'dist'

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(outDir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  alias: { '@': './src', 'server-only': './src/server/empty.ts' },
  logLevel: 'warning',
})
