import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Menus, footer and CMS bodies are plain anchors on purpose: one document-wide listener
      // (src/components/layout/effects/use-link-routing.ts) navigates them client-side, so no
      // per-link client component has to hydrate (docs/decisions/006-phone-speed.md).
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' },
      ],
    },
  },
  {
    // The env module and tooling outside the app may read process.env directly.
    files: ['src/env.ts', 'scripts/**', 'tests/**', 'bench/**', '*.config.*', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Browser tests take `test` from the fixture whose page.goto waits until the page is
    // interactive; a test that clicks before hydration loses the click on a slow machine.
    files: ['tests/e2e/**/*.ts', 'tests/e2e-wordpress/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from tests/e2e/fixtures.ts: its page.goto waits until the page is interactive.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', '.next-*/**', 'bench/floor/.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'data/**', 'test-results/**', 'playwright-report/**']),
])

export default config
