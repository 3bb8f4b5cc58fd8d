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
    // The env module and tooling outside the app may read process.env directly; so may the cache
    // handlers, which Next.js loads at start with Node's own loader, outside the app's bundle.
    files: ['src/env.ts', 'cache-handlers/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.*', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-properties': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'bench/floor/.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'data/**', 'test-results/**', 'playwright-report/**']),
])

export default config
