/**
 * The memory part of `npm run bench` on its own (issue 27):
 *   ASTRO_OUT_DIR=dist-x npm run build && ASTRO_OUT_DIR=dist-x npx tsx bench/store-memory-run.ts
 * measures that build (default dist-bench, the benchmark's own); exits 1 if the embedded server
 * is over its limit or a form did not land in the store.
 */
import path from 'node:path'
import { distDirName, root } from './config'
import { measureStoreMemory, storeMemoryPassed, storeMemoryTable } from './store-memory'

const report = await measureStoreMemory(path.join(root, process.env.ASTRO_OUT_DIR ?? distDirName))
console.log(storeMemoryTable(report))
process.exitCode = storeMemoryPassed(report) ? 0 : 1
