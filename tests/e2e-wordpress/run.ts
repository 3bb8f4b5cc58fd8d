/**
 * The browser tests in WordPress mode: a real WordPress on loopback with the larkspur-publish
 * plugin, the site built and served against it (CMS_URL), then the registry walks (content, and
 * reflow at 320 px), the blog tests and the team, practice-facts and booking tests (read-only), the
 * publish and preview tests (they edit content), and last the CMS-failure tests (they stop
 * WordPress). Skipped, with the reason printed, where WordPress is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { startWordPress, wordpressAvailable } from '../wordpress/harness'

const SITE_PORT = Number(process.env.E2E_WP_SITE_PORT ?? 3110)
const DIST_DIR = '.next-wordpress'
/** This build also has online booking configured (issue 13): a portal that is never contacted. */
const BOOKING_URL = 'https://book.larkspurdental.example/online?treatment={treatment}'

const availability = wordpressAvailable()
if (!availability.ok) {
  console.log(`Skipping the WordPress-mode browser tests: ${availability.reason}`)
  process.exit(0)
}

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

const secret = randomBytes(24).toString('hex')
const wordpress = await startWordPress({ publish: { siteUrl: `http://127.0.0.1:${SITE_PORT}`, secret } })
let server: ChildProcess | undefined
let code = 1
try {
  const env = {
    ...process.env,
    CMS_URL: wordpress.baseUrl,
    CMS_WEBHOOK_SECRET: secret,
    CMS_PREVIEW_USER: wordpress.preview?.user ?? '',
    CMS_PREVIEW_PASSWORD: wordpress.preview?.password ?? '',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    BOOKING_URL,
  }
  // Time limits on each step: a hang fails the run rather than using up CI's budget.
  const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit', timeout: 15 * 60_000, killSignal: 'SIGKILL' })
  if (build.status !== 0) throw new Error('the WordPress-mode build failed')
  server = spawn('npx', ['next', 'start', '-p', String(SITE_PORT)], { env, stdio: 'inherit', detached: true })
  await waitFor(`http://127.0.0.1:${SITE_PORT}/robots.txt`, 60_000)
  const testEnv = {
    ...process.env,
    E2E_BASE_URL: `http://127.0.0.1:${SITE_PORT}`,
    E2E_CMS: 'wordpress',
    E2E_WP_PORT: String(wordpress.port),
    E2E_WP_URL: wordpress.baseUrl,
    E2E_WP_USER: wordpress.preview?.user ?? '',
    E2E_WP_PASSWORD: wordpress.preview?.password ?? '',
    E2E_WEBHOOK_SECRET: secret,
    E2E_BOOKING_URL: BOOKING_URL,
  }
  // In this order: the publish tests change content the first group reads, and cms.spec.ts stops WordPress.
  const groups = [['tests/e2e/routes.spec.ts', 'tests/e2e/reflow.spec.ts', 'tests/e2e/not-found.spec.ts', 'tests/e2e/blog.spec.ts', 'tests/e2e/practice.spec.ts'], ['tests/e2e/publish.spec.ts'], ['tests/e2e/cms.spec.ts']]
  code = 0
  for (const specs of groups) {
    const tests = spawnSync('npx', ['playwright', 'test', '--project=desktop', ...specs], { env: testEnv, stdio: 'inherit', timeout: 20 * 60_000, killSignal: 'SIGKILL' })
    if (tests.status !== 0) code = tests.status ?? 1
  }
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  await wordpress.stop()
}
process.exit(code)
