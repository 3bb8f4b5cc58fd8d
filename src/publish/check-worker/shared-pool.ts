import { createCheckPool, sourceWorker, type CheckPool } from './pool'

// One pool for the process, started with the first check: the bundled worker the server entry
// names (src/server/main.ts), or the TypeScript one under `astro dev`. The practice check and the
// content check (issue 45) share it, and so its budget: one check at a time.
let pool: CheckPool | undefined

export const practiceCheckPool = (bundled: URL | undefined): CheckPool => (pool ??= createCheckPool(bundled ? { url: bundled } : sourceWorker()))
