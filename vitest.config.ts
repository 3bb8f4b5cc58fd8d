import { availableParallelism } from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

/** Every unit and integration test: beside its module, or under tests/. */
const include = ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/observatory/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'wordpress/editor/**/*.test.ts']

/** Files that set what a worker thread cannot (the process's umask): they run in a process of their own. */
const needProcess = ['tests/integration/forms-private-files.test.ts']

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // 'server-only' keeps server modules out of islands (astro.config.mjs); plain Node tests may import them.
      'server-only': path.resolve(import.meta.dirname, 'tests/stubs/empty.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine.
    // Most of the integration files wait on servers they start (PostgreSQL, Redis, WordPress, SMTP),
    // so at least three keep two cores busy: 146 s where one took 296 s (28 November).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 240_000,
    // Worker threads rather than Vitest's default child processes: each file still gets its own
    // module graph and isolate, without a process to start (131–142 s where processes took 152 s,
    // 28 November, two cores).
    projects: [
      { extends: true, test: { name: 'threads', pool: 'threads', include, exclude: [...configDefaults.exclude, ...needProcess] } },
      { extends: true, test: { name: 'process', pool: 'forks', include: needProcess } },
    ],
  },
})
