import path from 'node:path'
import { distDirName, root } from './config'
import { runLogged, sleep, tail } from './process'
import { withProjectFilesKept } from './project-files'

const attempts = 3
const retryDelayMs = 30_000

/**
 * Builds the production site into `.next-bench`. Other people edit the code while we run, so a
 * failed build is retried a couple of times before we give up (a half-saved file usually settles).
 */
export async function buildSite(tempDir: string): Promise<{ seconds: number; attempts: number }> {
  const started = Date.now()
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const logFile = path.join(tempDir, `build-${attempt}.log`)
    console.log(`Building the production site into ${distDirName} (attempt ${attempt}/${attempts}, log ${logFile}) …`)
    const code = await withProjectFilesKept(() =>
      runLogged('npm', ['run', 'build'], {
        cwd: root,
        logFile,
        env: { ...process.env, NEXT_DIST_DIR: distDirName, NEXT_TELEMETRY_DISABLED: '1' },
      }),
    )
    if (code === 0) return { seconds: (Date.now() - started) / 1000, attempts: attempt }
    console.log(`Build failed (exit ${code}):\n${tail(logFile)}`)
    if (attempt < attempts) await sleep(retryDelayMs)
  }
  throw new Error(`The production build failed ${attempts} times; see the log above.`)
}
