import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { z } from 'zod'
import { distDir } from './config'

const buildManifestSchema = z.object({
  polyfillFiles: z.array(z.string()),
  rootMainFiles: z.array(z.string()),
})

const clientManifestSchema = z.record(
  z.string(),
  z.object({ clientModules: z.record(z.string(), z.object({ id: z.union([z.number(), z.string()]), chunks: z.array(z.string()) })) }),
)

export interface ClientModule {
  readonly path: string
  readonly id: string
  /** Files relative to the dist dir, e.g. `static/chunks/abc.js`. */
  readonly chunks: readonly string[]
}

export interface ClientManifest {
  readonly route: string
  readonly modules: readonly ClientModule[]
}

export function readBuildManifest(): z.infer<typeof buildManifestSchema> {
  return buildManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')))
}

/** `/_next/static/chunks/x.js` → `static/chunks/x.js` */
const distRelative = (chunk: string) => chunk.replace(/^\/?_next\//, '')

/**
 * Every route's client reference manifest: which client modules (by source path) the route can
 * render and the chunks each needs. The files are small scripts that assign a global, so we run
 * them in an empty sandbox and validate what they assign.
 */
export function readClientManifests(): ClientManifest[] {
  const appDir = path.join(distDir, 'server', 'app')
  const files = fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('_client-reference-manifest.js'))
  return files.flatMap((file) => {
    const sandbox: Record<string, unknown> = {}
    sandbox.globalThis = sandbox
    vm.runInNewContext(fs.readFileSync(path.join(appDir, file), 'utf8'), sandbox, { timeout: 1_000 })
    const parsed = clientManifestSchema.parse(sandbox.__RSC_MANIFEST)
    return Object.entries(parsed).map(([route, manifest]) => ({
      route,
      modules: Object.entries(manifest.clientModules).map(([modulePath, entry]) => ({
        path: modulePath,
        id: String(entry.id),
        chunks: entry.chunks.map(distRelative),
      })),
    }))
  })
}

const isFrameworkModule = (modulePath: string) => /\/node_modules\/(next|react|react-dom|scheduler)\//.test(modulePath)

export interface Floor {
  /** Files relative to the dist dir. */
  readonly files: readonly string[]
  readonly explanation: string
}

/**
 * The framework's floor: what any page of this build loads before our code. That is the root
 * main files (Next.js client runtime, React, React DOM, Turbopack runtime; polyfills excluded,
 * modern browsers never fetch them) plus the chunks of Next.js's built-in global error page,
 * which holds the App Router's layout/segment components and nothing of ours. Our pages load
 * those same components in a chunk merged with our root layout's client code, so counting the
 * built-in chunk keeps the floor honest without crediting our code to the framework.
 */
export function readFrameworkFloor(manifests: readonly ClientManifest[]): Floor {
  const build = readBuildManifest()
  const files = new Set(build.rootMainFiles.filter((file) => !build.polyfillFiles.includes(file)))
  const builtin = manifests.find((manifest) => manifest.route === '/_global-error/page')
  const builtinIsPure = builtin !== undefined && builtin.modules.length > 0 && builtin.modules.every((entry) => isFrameworkModule(entry.path))
  if (builtinIsPure) for (const entry of builtin.modules) for (const chunk of entry.chunks) files.add(chunk)
  return {
    files: [...files],
    explanation: builtinIsPure
      ? 'build-manifest rootMainFiles (no polyfills) + chunks of the built-in /_global-error page'
      : 'build-manifest rootMainFiles (no polyfills); the /_global-error page is not the pure built-in one, so its chunks are not counted',
  }
}
