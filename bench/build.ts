import path from 'node:path'
import { distDirName, floorDir, root } from './config'
import { runLogged, sleep, tail } from './process'

const attempts = 3
const retryDelayMs = 30_000
const astroBin = path.join(root, 'node_modules/astro/bin/astro.mjs')
const astroEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extra })

/** Runs each command in turn (all in the same node, `process.execPath`); the exit code of the first that fails, or 0. */
async function runSteps(steps: readonly (readonly string[])[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): Promise<number | string> {
  for (const args of steps) {
    const code = await runLogged(process.execPath, args, options)
    if (code !== 0) return code
  }
  return 0
}

/**
 * Builds the production site into dist-bench: `astro build`, then the server entry
 * (scripts/build-server.mjs), both with ASTRO_OUT_DIR=dist-bench. Other people edit the code
 * while we run, so a failed build is retried a couple of times before we give up (a half-saved
 * file usually settles).
 */
export async function buildSite(tempDir: string): Promise<{ seconds: number; attempts: number }> {
  const started = Date.now()
  const env = astroEnv({ ASTRO_OUT_DIR: distDirName })
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const logFile = path.join(tempDir, `build-${attempt}.log`)
    console.log(`Building the production site into ${distDirName} (attempt ${attempt}/${attempts}, log ${logFile}) …`)
    const code = await runSteps([[astroBin, 'build'], [path.join(root, 'scripts/build-server.mjs')]], { cwd: root, env, logFile })
    if (code === 0) return { seconds: (Date.now() - started) / 1000, attempts: attempt }
    console.log(`Build failed (exit ${code}):\n${tail(logFile)}`)
    if (attempt < attempts) await sleep(retryDelayMs)
  }
  throw new Error(`The production build failed ${attempts} times; see the log above.`)
}

/** Builds the framework floor (bench/floor; its config writes everything under dist-bench-floor). */
export async function buildFloor(tempDir: string): Promise<void> {
  const logFile = path.join(tempDir, 'floor-build.log')
  console.log(`Building the framework floor (${path.relative(root, floorDir)}, log ${logFile}) …`)
  const code = await runSteps([[astroBin, 'build']], { cwd: floorDir, env: astroEnv(), logFile })
  if (code !== 0) throw new Error(`the floor did not build (exit ${code}):\n${tail(logFile)}`)
}
