import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { structurePlugin } from './scripts/structure/server-only-rule.mjs'

/**
 * The layers of src/ (docs/architecture.md): app → components → {content, forms, finance, site,
 * lib, publish, fonts} → env, where env may read only the practice identity and pure helpers of
 * site/ and lib/. Nothing imports upward; a route imports no other route's files;
 * finance is pure and imports nothing of the project. Cycles between the middle folders are
 * refused by scripts/structure/check-cycles.ts, which `npm run lint` also runs.
 */
const upward = (layers, why) => ({
  group: layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`, `**/${layer}/**`]),
  message: why,
})
const layerRule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const MIDDLE = ['src/content/**', 'src/forms/**', 'src/site/**', 'src/lib/**', 'src/publish/**', 'src/fonts/**', 'src/cache/**']

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { structure: structurePlugin },
    rules: { 'structure/no-server-only-in-client': 'error' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: layerRule({ group: ['@/app/**', '../*'], message: "A route imports no other route's files: move what they share to src/components or below." }),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: layerRule(upward(['app'], 'Components sit below the routes: pass what they need as props.')),
  },
  {
    files: MIDDLE,
    rules: layerRule(upward(['app', 'components'], 'content, forms, site, lib, publish and fonts sit below the UI: they import no route or component.')),
  },
  {
    files: ['src/finance/**'],
    rules: layerRule({ group: ['@/*', '../*'], message: 'Finance is pure arithmetic: it imports nothing of the project.' }),
  },
  {
    files: ['src/env.ts'],
    rules: layerRule(
      upward(['app', 'components', 'content', 'forms', 'finance', 'publish', 'fonts'], 'The env module sits below every layer: it may read only the practice identity (site) and pure helpers (lib).'),
    ),
  },
  {
    // The env module and tooling outside the app may read process.env directly; so may the cache
    // handlers, which Next.js loads at start with Node's own loader, outside the app's bundle.
    files: ['src/env.ts', 'cache-handlers/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.*', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
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
  globalIgnores(['.next/**', '.next-*/**', 'dist/**', 'dist-*/**', '.astro/**', 'bench/floor/.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'data/**', 'test-results/**', 'playwright-report/**']),
])

export default config
