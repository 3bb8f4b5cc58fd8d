import fs from 'node:fs'
import path from 'node:path'
import { distDirName, root } from './config'

/**
 * `next build` with a custom dist dir adds that dir's type globs to tsconfig.json and points
 * next-env.d.ts at it. Those files belong to the project and other people's builds touch them
 * too, so after our build we take back only our own change and leave everything else alone.
 */
export async function withProjectFilesKept<T>(run: () => Promise<T>): Promise<T> {
  const tsconfig = path.join(root, 'tsconfig.json')
  const nextEnv = path.join(root, 'next-env.d.ts')
  const before = { tsconfig: readOrNull(tsconfig), nextEnv: readOrNull(nextEnv) }
  try {
    return await run()
  } finally {
    const tsconfigNow = readOrNull(tsconfig)
    if (before.tsconfig !== null && tsconfigNow !== null && tsconfigNow !== before.tsconfig) {
      const kept = withoutOurIncludes(before.tsconfig, tsconfigNow)
      if (kept === null) console.log('Note: tsconfig.json changed during the build and our entries could not be told apart; left as it is.')
      else fs.writeFileSync(tsconfig, kept)
    }
    const nextEnvNow = readOrNull(nextEnv)
    if (before.nextEnv !== null && nextEnvNow?.includes(`./${distDirName}/`) && !before.nextEnv.includes(`./${distDirName}/`)) {
      fs.writeFileSync(nextEnv, before.nextEnv)
    }
  }
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

const isOurs = (entry: unknown) => typeof entry === 'string' && entry.startsWith(`${distDirName}/`)

/** The parsed config with our include globs taken out, as a comparable string. */
function canonical(config: unknown): string {
  if (typeof config !== 'object' || config === null || !('include' in config) || !Array.isArray(config.include)) return JSON.stringify(config)
  const include: unknown[] = config.include
  return JSON.stringify({ ...config, include: include.filter((entry) => !isOurs(entry)) })
}

/**
 * The tsconfig text to write back: the original if only our globs were added; otherwise the
 * current text minus our glob lines (someone else's build added theirs at the same time).
 * Null when that cannot be done safely, or when the globs were already there before us.
 */
export function withoutOurIncludes(before: string, now: string): string | null {
  try {
    const original: unknown = JSON.parse(before)
    const current: unknown = JSON.parse(now)
    if (canonical(original) !== JSON.stringify(original)) return null
    if (canonical(current) === JSON.stringify(original)) return before
    const ourLine = new RegExp(`^\\s*"${distDirName.replace('.', '\\.')}/[^"]*",?\\s*$\\n?`, 'gm')
    const trimmed = now.replace(ourLine, '').replace(/,(\s*\])/g, '$1')
    return JSON.stringify(JSON.parse(trimmed)) === canonical(current) ? trimmed : null
  } catch {
    return null
  }
}
