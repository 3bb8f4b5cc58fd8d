import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { resultsFile, root, type load, type targets } from './config'
import type { JsWeight } from './js-weight'
import type { HtmlSize } from './html-size'
import type { LighthousePage } from './lighthouse'
import type { LoadResult } from './load'
import type { MemoryReport } from './memory'
import type { FormEstimate } from './modules'

/** A step either produced its figures or says why it could not. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string }

/** Runs one step; a failure is reported and recorded, and the benchmark carries on. */
export async function attempt<T>(label: string, step: () => Promise<T> | T): Promise<Outcome<T>> {
  console.log(`• ${label} …`)
  try {
    return { ok: true, value: await step() }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.log(`  ${label}: not measured: ${reason}`)
    return { ok: false, reason }
  }
}

export interface Results {
  readonly date: string
  readonly environment: { readonly node: string; readonly next: string; readonly cpus: number; readonly loadAverage: readonly number[] }
  readonly build: Outcome<{ seconds: number; attempts: number; skipped: boolean }>
  readonly floorExplanation: string
  readonly jsWeight: Outcome<JsWeight>
  readonly enquiryForm: Outcome<FormEstimate>
  readonly throughput: { readonly next: Outcome<LoadResult>; readonly nginx: Outcome<LoadResult> }
  readonly memory: Outcome<MemoryReport>
  readonly lighthouse: Outcome<LighthousePage[]>
  /** The framework floor's own page (bench/floor): Lighthouse and JavaScript. */
  readonly floor: Outcome<{ lighthouse: LighthousePage; jsKb: number | null; html: HtmlSize | null }>
  readonly html: Outcome<HtmlSize[]>
  readonly targets: typeof targets
  readonly load: typeof load
  readonly lighthouseRuns: number
}

export function environment(): Results['environment'] {
  const nextPackage: unknown = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'))
  const next = typeof nextPackage === 'object' && nextPackage !== null && 'version' in nextPackage ? String(nextPackage.version) : 'unknown'
  return { node: process.version, next, cpus: os.cpus().length, loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100) }
}

export function writeResults(results: Results): void {
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
}
