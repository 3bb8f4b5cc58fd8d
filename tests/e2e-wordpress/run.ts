/**
 * The browser tests in WordPress mode. First a practice's own WordPress, with none of our
 * must-use plugins: the site must build against it and serve every registry route and the team
 * (issue 23, point 9). Then a real WordPress on loopback with the larkspur-publish plugin
 * (started while the first is tested), the site built and served against it (CMS_URL), then the
 * registry walks (content, and reflow at 320 px), the blog tests, the team, practice-facts and booking tests and the block test page
 * (read-only), the publish and preview tests (they edit content), the practice model refused and
 * corrected (issue 34, point 2), the option ids kept through a rename through REST
 * (issue 35), the practice links test (a javascript: CQC link refused), the save check (issue 36:
 * a second main clinic refused, a renamed quoted option kept, a save through while the site cannot
 * answer), the practice rights test (issue 36: Authors refused, a Practice manager's clinics and
 * settings), and last
 * the CMS-failure tests (they stop WordPress). Each WordPress's groups are one Playwright run, a
 * project per group, each waiting for the one before (./playwright.config.ts).
 * Skipped, with the reason printed, where WordPress is not installed; in CI (CI=true) that fails the run.
 *
 * WP_SPECS runs a subset while developing: names separated by commas, each matched against the
 * spec files (`WP_SPECS=practice-refused,publish`); a WordPress none of whose specs is picked is
 * not started. Unset, everything runs.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startWordPress, wordpressRequired } from '../wordpress/harness'

const SITE_PORT = Number(process.env.E2E_WP_SITE_PORT ?? 3110)
// The server reads CMS_URL when it starts, so one build serves both WordPresses.
const DIST_DIR = 'dist-wordpress'
/** This build also has online booking configured (issue 13): a portal that is never contacted. */
const BOOKING_URL = 'https://book.larkspurdental.example/online?treatment={treatment}'

// In CI (CI=true) a WordPress that could not be installed throws here and fails the run (issue 44): a green run with every test skipped proves nothing.
const availability = wordpressRequired()
if (!availability.ok) {
  console.log(`Skipping the WordPress-mode browser tests: ${availability.reason}`)
  process.exit(0)
}

const picked = process.env.WP_SPECS?.split(',').map((name) => name.trim()).filter(Boolean)
/** The groups with only the picked specs (all of them without WP_SPECS), empty groups left out. */
const pick = (groups: string[][]): string[][] =>
  groups.map((specs) => specs.filter((spec) => !picked || picked.some((name) => spec.includes(name)))).filter((specs) => specs.length > 0)

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Builds and serves the site against `cmsUrl`, runs the groups of `specs` against it in order, and stops it: the exit code. */
let built = false
async function buildServeAndTest(options: { cmsUrl: string; port: number; serverEnv?: Record<string, string>; testEnv?: Record<string, string>; specs: string[][] }): Promise<number> {
  const env = { ...process.env, CMS_URL: options.cmsUrl, ASTRO_OUT_DIR: DIST_DIR, ASTRO_TELEMETRY_DISABLED: '1', PORT: String(options.port), HOST: '127.0.0.1', ...options.serverEnv }
  if (!built) {
    // Time limits on each step: a hang fails the run rather than using up CI's budget.
    const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit', timeout: 15 * 60_000, killSignal: 'SIGKILL' })
    if (build.status !== 0) throw new Error(`the WordPress-mode build into ${DIST_DIR} failed`)
    built = true
  }
  // A data folder of its own for each server: the forms store and the kept practice model (issue 44)
  // must not come from another run (or from the embedded-mode suite's ./data).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-wp-site-'))
  const server = spawn(process.execPath, [`${DIST_DIR}/main.mjs`], { env: { DATA_DIR: dataDir, ...env }, stdio: 'inherit', detached: true })
  try {
    await waitFor(`http://127.0.0.1:${options.port}/robots.txt`, 60_000)
    const testEnv = { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${options.port}`, E2E_CMS: 'wordpress', WP_GROUPS: JSON.stringify(options.specs), ...options.testEnv }
    const tests = spawnSync('npx', ['playwright', 'test', '--config=tests/e2e-wordpress/playwright.config.ts'], { env: testEnv, stdio: 'inherit', timeout: 20 * 60_000, killSignal: 'SIGKILL' })
    return tests.status ?? 1
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// In this order: the publish tests change content the first group reads, the cases test edits the
// veneers record the publish tests edit too (so not beside them), the practice-refused test edits
// the veneers and composite-bonding records, the ids test the veneers record, the links test the main clinic's CQC link, the check test
// a clinic's main flag and the veneers record, the rights test a clinic's phone, a treatment's cases and the settings (each puts them back),
// and cms.spec.ts stops WordPress.
const specs = pick([
  ['tests/e2e/routes.spec.ts', 'tests/e2e/reflow.spec.ts', 'tests/e2e/not-found.spec.ts', 'tests/e2e/blog.spec.ts', 'tests/e2e/practice.spec.ts', 'tests/e2e/clinics.spec.ts', 'tests/e2e/blocks.spec.ts'],
  ['tests/e2e/publish.spec.ts'],
  ['tests/e2e/cases.spec.ts'],
  ['tests/e2e/practice-refused.spec.ts'],
  ['tests/e2e/practice-ids.spec.ts'],
  ['tests/e2e/practice-links.spec.ts'],
  ['tests/e2e/practice-check.spec.ts'],
  ['tests/e2e/practice-rights.spec.ts'],
  ['tests/e2e/practice-editor-treatment.spec.ts'],
  ['tests/e2e/practice-editor-clinic.spec.ts'],
  ['tests/e2e/practice-editor-settings.spec.ts'],
  ['tests/e2e/practice-editor-problems.spec.ts'],
  ['tests/e2e/cms.spec.ts'],
])
const secret = randomBytes(24).toString('hex')
// The WordPress with our plugins starts while the one without them is tested: its start waits on
// MariaDB and PHP more than on the CPU (about 12 s of the suite). An exit stops it whatever happens.
const starting = specs.length > 0 ? startWordPress({ publish: { siteUrl: `http://127.0.0.1:${SITE_PORT}`, secret } }) : undefined
// Its failure is reported where it is awaited, after the first WordPress's tests.
starting?.catch(() => undefined)

// Issue 23, point 9: a WordPress without our plugins (no team post type) still yields a complete
// build and site: every registry route with its content, the team from content/team.json, and the
// clinic pages and /fees from the embedded practice model (issue 28).
const bareSpecs = pick([['tests/e2e/routes.spec.ts', 'tests/e2e/practice.spec.ts', 'tests/e2e/clinics.spec.ts']])
let bareCode = 0
if (bareSpecs.length > 0) {
  const bare = await startWordPress({ withPlugins: false, firstPort: 8160 })
  bareCode = 1
  try {
    console.log(`WordPress without our plugins on ${bare.baseUrl}: building and serving the site against it`)
    bareCode = await buildServeAndTest({ cmsUrl: bare.baseUrl, port: SITE_PORT + 1, specs: bareSpecs })
  } finally {
    await bare.stop()
  }
}

let code = 0
if (starting) {
  const wordpress = await starting
  code = 1
  try {
    code = await buildServeAndTest({
      cmsUrl: wordpress.baseUrl,
      port: SITE_PORT,
      serverEnv: {
        CMS_WEBHOOK_SECRET: secret,
        CMS_PREVIEW_USER: wordpress.preview?.user ?? '',
        CMS_PREVIEW_PASSWORD: wordpress.preview?.password ?? '',
        BOOKING_URL,
      },
      testEnv: {
        E2E_WP_PORT: String(wordpress.port),
        E2E_WP_URL: wordpress.baseUrl,
        E2E_WP_USER: wordpress.preview?.user ?? '',
        E2E_WP_PASSWORD: wordpress.preview?.password ?? '',
        E2E_WEBHOOK_SECRET: secret,
        E2E_BOOKING_URL: BOOKING_URL,
      },
      specs,
    })
  } finally {
    await wordpress.stop()
  }
}
process.exit(code || bareCode)
