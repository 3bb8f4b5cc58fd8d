import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/observatory/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'wordpress/editor/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine.
    // Most of the integration files wait on servers they start (PostgreSQL, Redis, WordPress, SMTP),
    // so at least three keep two cores busy: 146 s where one took 296 s (28 November).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 240_000,
  },
})
