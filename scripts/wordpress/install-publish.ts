/**
 * Installs the larkspur-publish must-use plugin (wordpress/mu-plugins) into a running harness
 * WordPress, configures it in that instance's wp-config, and creates an Application Password for
 * the site's draft preview, exactly as a practice would (README of the plugin).
 *
 *   npx tsx scripts/wordpress/install-publish.ts PORT SITE_URL SECRET   # prints the site's env lines
 *
 * Copy the plugin in after seeding: the seed would otherwise send a webhook for every page it creates.
 */
import { execFile } from 'node:child_process'
import { appendFile, cp, mkdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { z } from 'zod'

const execFileAsync = promisify(execFile)
const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url))
const PLUGIN_DIR = path.resolve(SCRIPT_DIR, '..', '..', 'wordpress', 'mu-plugins')

export interface PublishSettings {
  readonly port: number
  /** The website's origin, e.g. http://127.0.0.1:3161 */
  readonly siteUrl: string
  readonly secret: string
}

export interface PreviewCredentials {
  readonly user: string
  readonly password: string
}

const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

export async function stateDir(port: number): Promise<string> {
  const file = path.join(process.env.TMPDIR ?? tmpdir(), `wp-harness-${port}.state`)
  const match = /^STATE_DIR='(.*)'$/m.exec(await readFile(file, 'utf8'))
  if (!match?.[1]) throw new Error(`${file} names no STATE_DIR`)
  return match[1]
}

/**
 * Copies the larkspur-team must-use plugin in: the team post type the site's /meet-the-team reads.
 * The seed needs it (it registers the post type and its fields); it sends nothing anywhere.
 */
export async function installTeamPlugin(port: number): Promise<void> {
  const muPlugins = path.join(await stateDir(port), 'wp-content', 'mu-plugins')
  await mkdir(muPlugins, { recursive: true })
  await cp(path.join(PLUGIN_DIR, 'larkspur-team.php'), path.join(muPlugins, 'larkspur-team.php'))
}

/**
 * Copies the larkspur-practice must-use plugin in: clinics, treatments and the practice settings
 * the site reads at larkspur/v1/practice (issue 28). The seed needs it; it sends nothing anywhere
 * unless Larkspur Publish is installed and configured too.
 */
export async function installPracticePlugin(port: number): Promise<void> {
  const muPlugins = path.join(await stateDir(port), 'wp-content', 'mu-plugins')
  await mkdir(muPlugins, { recursive: true })
  await cp(path.join(PLUGIN_DIR, 'larkspur-practice.php'), path.join(muPlugins, 'larkspur-practice.php'))
  await cp(path.join(PLUGIN_DIR, 'larkspur-practice'), path.join(muPlugins, 'larkspur-practice'), { recursive: true })
}

/** The plugin's settings as wp-config lines; give them to start.sh as WP_EXTRA_CONFIG. */
export function publishConfig(settings: Omit<PublishSettings, 'port'>): string {
  return `define('LARKSPUR_SITE_URL', ${phpString(settings.siteUrl)});\ndefine('LARKSPUR_WEBHOOK_SECRET', ${phpString(settings.secret)});\n`
}

/** Copies the plugin in (it is active from the next request) and makes the preview's Application Password. */
export async function installPublishPlugin(port: number): Promise<PreviewCredentials> {
  const muPlugins = path.join(await stateDir(port), 'wp-content', 'mu-plugins')
  await mkdir(muPlugins, { recursive: true })
  await cp(PLUGIN_DIR, muPlugins, { recursive: true })
  const { stdout } = await execFileAsync('php', [path.join(SCRIPT_DIR, 'app-password.php'), 'site preview'], {
    env: { ...process.env, WP_HARNESS_PORT: String(port) },
  })
  return z.object({ user: z.string(), password: z.string() }).parse(JSON.parse(stdout.trim().split('\n').pop() ?? ''))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [port, siteUrl, secret] = process.argv.slice(2)
  if (!port || !siteUrl || !secret) {
    console.error('usage: install-publish.ts PORT SITE_URL SECRET')
    process.exit(2)
  }
  // An instance that is already running: the settings go at the end of its wp-config (php -S may
  // serve its compiled copy for a couple of seconds more).
  await appendFile(path.join(await stateDir(Number(port)), 'wp-config-local.php'), `\n${publishConfig({ siteUrl, secret })}`)
  const credentials = await installPublishPlugin(Number(port))
  console.log(`CMS_WEBHOOK_SECRET=${secret}\nCMS_PREVIEW_USER=${credentials.user}\nCMS_PREVIEW_PASSWORD='${credentials.password}'`)
}
