import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { structurePlugin } from './scripts/structure/server-only-rule.mjs'

/**
 * The layers of src/ (docs/architecture.md): pages, layouts, actions and the server entry →
 * components → {content, forms, finance, site, lib, publish, cache} → env, where env may read only
 * the practice identity and pure helpers of site/ and lib/. Nothing imports upward; a page imports
 * no other page's files; finance is pure and imports nothing of the project. Cycles between the
 * middle folders are refused by scripts/structure/check-cycles.ts, which `npm run lint` also runs.
 */
const upward = (layers, why) => ({
  group: layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`, `**/${layer}/**`]),
  message: why,
})
const layerRule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const MIDDLE = ['src/content/**', 'src/forms/**', 'src/site/**', 'src/lib/**', 'src/publish/**', 'src/cache/**']
const UPPER = ['pages', 'layouts', 'actions', 'server']
// Components and layouts read the request's page context (locals.page, src/middleware/page-context.ts),
// built once per request; only the page-context step, pages, endpoints and the relay call the port (issue 34).
const noPort = {
  group: ['@/content/port', '**/content/port'],
  message: 'Read the model and facts from Astro.locals.page; a page loads other content and passes it as props.',
}

const config = defineConfig([
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...astro.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Unused arguments and caught errors named with a leading underscore are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The input sanitisers match control characters on purpose: to refuse or strip them.
      'no-control-regex': 'off',
      // A label wrapping its control, with the text a little deeper (the finance plans' rows).
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 3 }],
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
    files: ['src/pages/**/*.{ts,astro}'],
    rules: layerRule({ group: ['@/pages/**', '../*'], message: "A page imports no other page's files: move what they share to src/layouts, src/components or below." }),
  },
  {
    files: ['src/components/**/*.{ts,tsx,astro}'],
    rules: layerRule(upward(UPPER, 'Components sit below the pages and layouts: pass what they need as props.'), noPort),
  },
  {
    files: ['src/layouts/**/*.astro'],
    rules: layerRule(noPort),
  },
  {
    files: MIDDLE,
    rules: layerRule(upward([...UPPER, 'components'], 'content, forms, site, lib, publish and cache sit below the UI: they import no page or component.')),
  },
  {
    files: ['src/finance/**'],
    rules: layerRule({ group: ['@/*', '../*'], message: 'Finance is pure arithmetic: it imports nothing of the project.' }),
  },
  {
    files: ['src/env.ts'],
    rules: layerRule(
      upward([...UPPER, 'components', 'content', 'forms', 'finance', 'publish', 'cache', 'images'], 'The env module sits below every layer: it may read only the practice identity (site) and pure helpers (lib).'),
    ),
  },
  {
    // The env module and tooling outside the app may read process.env directly.
    files: ['src/env.ts', 'scripts/**', 'tests/**', 'bench/**', '*.config.*', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Browser tests take `test` and `expect` from the fixtures, beside `interactive`: a test that
    // clicks an island before it works loses the click on a slow machine.
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
              message: 'Import test and expect from tests/e2e/fixtures.ts, and wait for an island with `interactive` before using it.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores(['dist/**', 'dist-*/**', '.astro/**', 'bench/floor/.astro/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/**', 'wordpress/mu-plugins/*/build/**']),
])

export default config
