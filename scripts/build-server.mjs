// Bundles the server entry (src/server/main.ts) into {ASTRO_OUT_DIR or dist}/main.mjs beside
// Astro's build, so that `npm start` runs plain JavaScript. Packages stay in node_modules;
// `server-only` is nothing here.
import { build } from 'esbuild'

const outDir = process.env.ASTRO_OUT_DIR?.trim() || 'dist'

// The site's check of a practice save runs in a worker thread (src/publish/check-worker/pool.ts, issue 44):
// its script is bundled beside main.mjs, which names it to the app.
await build({
  entryPoints: { main: 'src/server/main.ts', 'practice-check-worker': 'src/publish/check-worker/worker.ts' },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  alias: { '@': './src', 'server-only': './src/server/empty.ts' },
  logLevel: 'warning',
})
