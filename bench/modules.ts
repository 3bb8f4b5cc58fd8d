import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { distDir, enquiryFormModule } from './config'
import type { ClientManifest } from './manifest'
import { gzipBytes, toKb } from './size'

/** Turbopack's production chunks open with this call; anything else (runtime, polyfills) is skipped. */
const chunkPrefix = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push('

/**
 * Module id → factory source, across every client chunk; and which module ids each chunk holds.
 * Several ids can share one factory (aliases of a scope-hoisted module); `canonical` maps each
 * id to the first id of its group so a shared factory is counted once.
 */
export interface ModuleIndex {
  readonly sources: ReadonlyMap<string, string>
  readonly canonical: ReadonlyMap<string, string>
  readonly byChunk: ReadonlyMap<string, readonly string[]>
}

/**
 * A chunk is `push([currentScript, id, id…, factory, id…, factory, …])`: one or more module ids
 * followed by their factory. Running it in an empty sandbox only records that array (no factory
 * is called), which gives us the modules exactly.
 */
export function indexChunkModules(): ModuleIndex {
  const sources = new Map<string, string>()
  const canonical = new Map<string, string>()
  const byChunk = new Map<string, string[]>()
  const chunkDir = path.join(distDir, 'static', 'chunks')
  for (const file of fs.readdirSync(chunkDir).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(chunkDir, file), 'utf8')
    if (!code.startsWith(chunkPrefix)) continue
    const sandbox: Record<string, unknown> = {}
    sandbox.globalThis = sandbox
    vm.runInNewContext(code, sandbox, { timeout: 1_000 })
    const pushes: unknown[] = Array.isArray(sandbox.TURBOPACK) ? sandbox.TURBOPACK : []
    const ids: string[] = []
    for (const push of pushes) {
      if (!Array.isArray(push)) continue
      const items: unknown[] = push.slice(1)
      let group: string[] = []
      for (const item of items) {
        if (typeof item === 'number' || typeof item === 'string') {
          group.push(String(item))
        } else if (typeof item === 'function') {
          for (const id of group) {
            sources.set(id, String(item))
            canonical.set(id, group[0] ?? id)
          }
          ids.push(...group)
          group = []
        }
      }
    }
    byChunk.set(`static/chunks/${file}`, ids)
  }
  return { sources, canonical, byChunk }
}

/** Static imports of a module factory: `ctx.i(123)` (ESM) and `ctx.r(123)` (CommonJS). */
export function importsOf(factorySource: string): string[] {
  const context = /^\s*(?:async\s*)?(?:function\s*[\w$]*\s*)?\(?\s*([A-Za-z_$][\w$]*)/.exec(factorySource)?.[1]
  if (!context) return []
  const pattern = new RegExp(`\\b${context.replace(/\$/g, '\\$')}\\.[ir]\\((\\d+)\\)`, 'g')
  return [...factorySource.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean)
}

function closure(start: Iterable<string>, index: ModuleIndex): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  for (const id of queue) {
    if (seen.has(id)) continue
    seen.add(id)
    const source = index.sources.get(id)
    if (source) queue.push(...importsOf(source))
  }
  return seen
}

export type FormEstimate =
  | { readonly status: 'measured'; readonly kb: number; readonly modules: number; readonly entries: readonly string[] }
  | { readonly status: 'n/a'; readonly reason: string }

/**
 * Client modules every page route can render: the root layout's leaves (header, menus, …).
 * The built-in global error page renders without our layout, so it is left out.
 */
function layoutModules(manifests: readonly ClientManifest[]): string[] {
  const pages = manifests.filter((manifest) => manifest.route.endsWith('/page') && manifest.route !== '/_global-error/page')
  const [first, ...rest] = pages.map((manifest) => new Set(manifest.modules.map((entry) => entry.id)))
  if (!first) return []
  return [...first].filter((id) => rest.every((ids) => ids.has(id)))
}

/**
 * What the enquiry form adds to a page: the modules reachable from its client entry point
 * (its code and libraries, such as the validation schema) that neither the framework floor nor
 * the root layout already loads, concatenated and gzipped. An estimate (gzip of a module subset,
 * not of a file), but independent of how Turbopack happens to group chunks. Modules it shares
 * with the other forms count towards it: a content page loads them for the enquiry form.
 */
export function estimateEnquiryForm(manifests: readonly ClientManifest[], floorFiles: readonly string[], index: ModuleIndex, contentRoute = '/[slug]/page'): FormEstimate {
  const route = manifests.find((manifest) => manifest.route === contentRoute)
  if (!route) return { status: 'n/a', reason: `no client manifest for ${contentRoute}` }
  const entries = route.modules.filter((entry) => enquiryFormModule.test(entry.path))
  if (entries.length === 0) return { status: 'n/a', reason: 'no enquiry-form client module on the content route yet' }
  const entryIds = new Set(entries.map((entry) => entry.id))
  const floorModules = floorFiles.flatMap((file) => index.byChunk.get(file) ?? [])
  const canonicalOf = (id: string) => index.canonical.get(id) ?? id
  const shared = new Set([...closure([...layoutModules(manifests).filter((id) => !entryIds.has(id)), ...floorModules], index)].map(canonicalOf))
  const own = new Set([...closure(entryIds, index)].map(canonicalOf).filter((id) => !shared.has(id)))
  const code = [...own].map((id) => index.sources.get(id) ?? '').join('\n')
  return {
    status: 'measured',
    kb: toKb(gzipBytes(code)),
    modules: own.size,
    entries: entries.map((entry) => entry.path.replace(/^\[project\]\//, '')),
  }
}
