/**
 * The WordPress suite's browser tests as one Playwright run (tests/e2e-wordpress/run.ts passes the
 * groups of spec files in WP_GROUPS, in their order). Each group is a project that depends on the one
 * before, so the groups still run one after another (a group edits content a later one reads, and
 * the last stops WordPress), while one runner and its browsers serve them all, where thirteen runs
 * each started Playwright and Chromium again (the suite took 308 s where it took 363, with the
 * headless shell and a third worker in the same change). A group that fails leaves the groups after
 * it unrun, and the run fails.
 */
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

const groups = JSON.parse(process.env.WP_GROUPS ?? '[]') as string[][]
if (groups.length === 0) throw new Error('tests/e2e-wordpress/playwright.config.ts: WP_GROUPS names no spec files (run it through tests/e2e-wordpress/run.ts)')
const desktop = base.projects?.find((project) => project.name === 'desktop')
if (!desktop) throw new Error('tests/e2e-wordpress/playwright.config.ts: playwright.config.ts has no desktop project')

const root = path.resolve(import.meta.dirname, '..', '..')
/** A spec file, matched by its whole path: `routes.spec.ts` is not `clinic-routes.spec.ts`. */
const file = (spec: string) => path.resolve(root, spec)
const name = (index: number) => `wordpress-${index + 1}`

export default defineConfig({
  ...base,
  // The base config's folders are relative to it, at the root.
  testDir: path.join(root, 'tests', 'e2e'),
  outputDir: path.join(root, 'test-results'),
  // run.ts serves the site against WordPress itself.
  webServer: undefined,
  projects: groups.map((specs, index) => ({
    ...desktop,
    name: name(index),
    testMatch: specs.map(file),
    dependencies: index > 0 ? [name(index - 1)] : [],
  })),
})
