/**
 * The browser tests in WordPress mode: a real WordPress on loopback, the site built and served
 * against it (CMS_URL), then the registry walk, the blog tests and the CMS-failure tests.
 * Skipped, with the reason printed, where WordPress is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { startWordPress, wordpressAvailable } from '../wordpress/harness'

const SITE_PORT = Number(process.env.E2E_WP_SITE_PORT ?? 3110)
const DIST_DIR = '.next-wordpress'

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

const wordpress = await startWordPress()
let server: ChildProcess | undefined
let code = 1
try {
  const env = { ...process.env, CMS_URL: wordpress.baseUrl, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the WordPress-mode build failed')
  server = spawn('npx', ['next', 'start', '-p', String(SITE_PORT)], { env, stdio: 'inherit', detached: true })
  await waitFor(`http://127.0.0.1:${SITE_PORT}/robots.txt`, 60_000)
  const tests = spawnSync(
    'npx',
    ['playwright', 'test', '--project=desktop', 'tests/e2e/routes.spec.ts', 'tests/e2e/not-found.spec.ts', 'tests/e2e/blog.spec.ts', 'tests/e2e/cms.spec.ts'],
    {
      env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${SITE_PORT}`, E2E_CMS: 'wordpress', E2E_WP_PORT: String(wordpress.port) },
      stdio: 'inherit',
    },
  )
  code = tests.status ?? 1
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  await wordpress.stop()
}
process.exit(code)
