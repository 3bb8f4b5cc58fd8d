import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { resultsFile, root, type load, type targets } from './config'
import type { CeilingPage } from './ceiling'
import type { HtmlSize } from './html-size'
import type { PageWeight } from './js-weight'
import type { LighthousePage } from './lighthouse'
import type { MemoryReport } from './memory'
import type { StoreMemoryReport } from './store-memory'
import type { Outcome } from './outcome'
import type { Throughput } from './throughput'

/** One measured page: its own Lighthouse figures, its render ceiling's, and its weight. */
export interface PageResult {
  readonly path: string
  readonly label: string
  readonly lighthouse: LighthousePage | null
  readonly ceiling: LighthousePage | null
  readonly html: HtmlSize | null
  readonly js: PageWeight | null
}

export interface Results {
  readonly date: string
  readonly environment: { readonly node: string; readonly astro: string; readonly lighthouse: string; readonly cpus: number; readonly loadAverage: readonly number[] }
  readonly build: Outcome<{ seconds: number; attempts: number; skipped: boolean }>
  readonly pages: readonly PageResult[]
  /** Why a whole measure is missing (Lighthouse, the ceilings, HTML, JavaScript), when it is. */
  readonly missing: Readonly<Record<string, string>>
  /** Each page's HTML as nginx serves it for the ceiling: which file, how many script elements went. */
  readonly ceilingPages: Outcome<CeilingPage[]>
  /** The framework floor's own page (bench/floor): Lighthouse, HTML and JavaScript. */
  readonly floor: Outcome<{ lighthouse: LighthousePage | null; html: HtmlSize | null; js: PageWeight | null }>
  readonly throughput: Outcome<Throughput>
  readonly memory: Outcome<MemoryReport>
  /** Issue 27: RSS after the seven pages, embedded (first start, restart) and on PostgreSQL; a form stored after. */
  readonly storeMemory: Outcome<StoreMemoryReport>
  readonly targets: typeof targets
  readonly load: typeof load
  readonly lighthouseRuns: number
}

function versionOf(name: string): string {
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
    return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : 'unknown'
  } catch {
    return 'unknown'
  }
}

export function environment(): Results['environment'] {
  return {
    node: process.version,
    astro: versionOf('astro'),
    lighthouse: versionOf('lighthouse'),
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  }
}

export function writeResults(results: Results): void {
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
}
