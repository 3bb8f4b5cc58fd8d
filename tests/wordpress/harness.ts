/**
 * A real WordPress (Debian's package, 6.1) on loopback for integration and browser tests.
 *
 *   const availability = wordpressAvailable()
 *   if (!availability.ok) test.skip(availability.reason)
 *   const wp = await startWordPress()          // start.sh + seed.ts; ~5 s
 *   fetch(`${wp.baseUrl}wp/v2/pages?slug=fees`)  // baseUrl = http://127.0.0.1:PORT/wp-json/
 *   await wp.stop()
 *
 * Needs scripts/wordpress/install.sh to have run once (root, apt). Each start is a fresh, throwaway
 * install; several can run side by side on different ports.
 */
import { execFile, execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { installPublishPlugin, publishConfig, type PreviewCredentials } from '../../scripts/wordpress/install-publish'
import { seedWordPress, type SeedSummary } from '../../scripts/wordpress/seed'

const execFileAsync = promisify(execFile)

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const SCRIPTS = path.join(REPO_ROOT, 'scripts', 'wordpress')
const WORDPRESS_DIR = '/usr/share/wordpress'
const EXTRA_PATH = ['/usr/sbin', '/sbin', '/usr/bin', '/bin']

export type WordPressAvailability = { ok: true } | { ok: false; reason: string }

export interface StartWordPressOptions {
  /** Web port (MariaDB uses port + 1000). Default: $WP_PORT, else the first free port from 8089. */
  port?: number
  /** Seed from the embedded content (default true). */
  seed?: boolean
  /** Content to seed from (default <repo>/content, or $CONTENT_DIR). */
  contentDir?: string
  /** Where post images are read from (default <repo>/public, or $PUBLIC_DIR). */
  publicDir?: string
  /** Where the search for a free port starts (default 8089); test files that run side by side start apart. */
  firstPort?: number
  /** false: none of our must-use plugins, not even the team post type (a practice's own WordPress). */
  withPlugins?: boolean
  /** Install the larkspur-publish plugin after seeding, sending webhooks to siteUrl. */
  publish?: { siteUrl: string; secret: string }
}

export interface WordPressInstance {
  /** REST root, ending with /wp-json/ */
  baseUrl: string
  /** http://127.0.0.1:PORT (WordPress's home and site URL) */
  homeUrl: string
  port: number
  /** Seed result (null when started with seed: false). */
  seed: SeedSummary | null
  /** The Application Password made for the site's draft preview (only with `publish`). */
  preview?: PreviewCredentials | null
  /** The administrator's login and password (wp-login.php, XML-RPC). */
  admin: { user: string; password: string }
  stop(): Promise<void>
}

function findBinary(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...EXTRA_PATH].filter((d) => d !== '')
  for (const dir of dirs) {
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return null
}

export function wordpressAvailable(): WordPressAvailability {
  if (process.platform !== 'linux') return { ok: false, reason: 'the WordPress harness runs on Linux (Debian) only' }
  if (!existsSync(path.join(WORDPRESS_DIR, 'wp-load.php'))) {
    return { ok: false, reason: `${WORDPRESS_DIR} is missing: run scripts/wordpress/install.sh` }
  }
  for (const bin of ['mariadbd', 'mariadb-install-db', 'php', 'curl']) {
    if (findBinary(bin) === null) return { ok: false, reason: `${bin} not found: run scripts/wordpress/install.sh` }
  }
  try {
    accessSync('/etc/wordpress', constants.W_OK)
  } catch {
    return { ok: false, reason: '/etc/wordpress is not writable (the harness writes config-127.0.0.1.php there; run as root)' }
  }
  return { ok: true }
}

/**
 * wordpressAvailable(), for a suite that must run in CI: there (`CI=true`) a WordPress that could
 * not be installed fails the suite with the reason, rather than letting it pass with every test
 * skipped (issue 44). Elsewhere the caller may still skip, printing the reason.
 */
export function wordpressRequired(env: Readonly<Record<string, string | undefined>> = process.env, availability = wordpressAvailable()): WordPressAvailability {
  if (!availability.ok && env.CI === 'true') throw new Error(`WordPress is required in CI and could not be used: ${availability.reason}`)
  return availability
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

function stateFile(port: number): string {
  return path.join(process.env.TMPDIR ?? tmpdir(), `wp-harness-${port}.state`)
}

function pidAlive(pid: string | undefined): boolean {
  if (pid === undefined || !/^\d+$/.test(pid)) return false
  try {
    process.kill(Number(pid), 0)
    return true
  } catch {
    return false
  }
}

async function pickPort(from = 8089): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const file = stateFile(port)
    if (existsSync(file)) {
      const state = readState(file)
      if (pidAlive(state.PHP_PID) || pidAlive(state.MARIADB_PID)) continue
      // Left behind by a killed test run: clean it up and reuse the port.
      await execFileAsync(path.join(SCRIPTS, 'stop.sh'), [String(port)], { env: scriptEnv() }).catch(() => undefined)
    }
    if ((await portFree(port)) && (await portFree(port + 1000))) return port
  }
  throw new Error('no free port pair between 8089 and 8188 (and +1000)')
}

function readState(file: string): Record<string, string> {
  const state: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z_]+)='(.*)'$/.exec(line)
    if (m?.[1] !== undefined && m[2] !== undefined) state[m[1]] = m[2]
  }
  return state
}

function scriptEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PATH: [process.env.PATH ?? '', ...EXTRA_PATH].filter((d) => d !== '').join(path.delimiter) }
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const stderr = 'stderr' in err && typeof err.stderr === 'string' ? `\n${err.stderr}` : ''
    return `${err.message}${stderr}`
  }
  return String(err)
}

export async function startWordPress(opts: StartWordPressOptions = {}): Promise<WordPressInstance> {
  const available = wordpressAvailable()
  if (!available.ok) throw new Error(`WordPress harness unavailable: ${available.reason}`)
  const envPort = process.env.WP_PORT ? Number(process.env.WP_PORT) : undefined
  const port = opts.port ?? envPort ?? (await pickPort(opts.firstPort))

  let stopped = false
  const stopSync = (): void => {
    if (stopped) return
    stopped = true
    try {
      execFileSync(path.join(SCRIPTS, 'stop.sh'), [String(port)], { env: scriptEnv(), stdio: 'ignore' })
    } catch {
      // best effort while the process exits
    }
  }
  // Never leave a server behind if the test process exits without calling stop().
  process.once('exit', stopSync)

  const stop = async (): Promise<void> => {
    if (stopped) return
    stopped = true
    process.removeListener('exit', stopSync)
    await execFileAsync(path.join(SCRIPTS, 'stop.sh'), [String(port)], { env: scriptEnv() })
  }

  try {
    const { stdout } = await execFileAsync(path.join(SCRIPTS, 'start.sh'), [String(port)], {
      env: { ...scriptEnv(), ...(opts.publish ? { WP_EXTRA_CONFIG: publishConfig(opts.publish) } : {}) },
      timeout: 120_000,
    })
    const file = stdout.trim().split('\n').pop() ?? stateFile(port)
    const state = readState(file)
    const baseUrl = state.BASE_URL
    const homeUrl = state.HOME_URL
    if (state.READY !== '1' || baseUrl === undefined || homeUrl === undefined) {
      throw new Error(`start.sh finished but ${file} does not describe a ready instance`)
    }
    const seed =
      opts.seed === false
        ? null
        : await seedWordPress({
            port,
            ...(opts.contentDir !== undefined ? { contentDir: opts.contentDir } : {}),
            ...(opts.publicDir !== undefined ? { publicDir: opts.publicDir } : {}),
            ...(opts.withPlugins === false ? { withPlugins: false } : {}),
            log: () => undefined,
          })
    const preview = opts.publish ? await installPublishPlugin(port) : null
    const admin = { user: state.ADMIN_USER ?? 'admin', password: state.ADMIN_PASSWORD ?? '' }
    return { baseUrl, homeUrl, port, seed, preview, admin, stop }
  } catch (err) {
    await stop().catch(() => undefined)
    throw new Error(`could not start WordPress on port ${port}: ${errorText(err)}`)
  }
}
