import { contentPage, targets } from './config'
import type { LoadResult } from './load'
import type { Outcome, Results } from './results'

type Row = readonly [measure: string, value: string, target: string, verdict: string]

const kb = (value: number) => `${value.toFixed(1)} KB`
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL')
const failed = (outcome: { ok: false; reason: string }) => `failed: ${outcome.reason.split('\n')[0]}`

function jsRows(results: Results): Row[] {
  const weight = results.jsWeight
  if (!weight.ok) return [['JavaScript weight', failed(weight), '', '']]
  const rows: Row[] = [['JS floor: Next.js + React runtime (gzip -9)', kb(weight.value.floorKb), '', '']]
  for (const page of weight.value.pages) {
    const measure = `JS ${page.path} (${page.label}): total · our code`
    if (page.status !== 'measured') {
      rows.push([measure, `${page.status}: ${page.reason}`, '', page.status === 'n/a' ? 'n/a' : 'ERROR'])
      continue
    }
    const isContent = page.path === contentPage
    rows.push([
      measure,
      `${kb(page.totalKb)} · ${kb(page.ourKb)}`,
      isContent ? `our code ≤ ${targets.contentPageOurCodeKb} KB` : '',
      isContent ? verdict(page.ourKb <= targets.contentPageOurCodeKb) : '',
    ])
  }
  return rows
}

function formRow(results: Results): Row {
  const measure = 'Enquiry form JS on the content page'
  const target = `≤ ${targets.enquiryFormKb} KB`
  if (!results.enquiryForm.ok) return [measure, failed(results.enquiryForm), target, 'n/a']
  const form = results.enquiryForm.value
  if (form.status === 'n/a') return [measure, `n/a: ${form.reason}`, target, 'n/a']
  return [measure, `${kb(form.kb)} (${form.modules} ${form.modules === 1 ? 'file' : 'files'})`, target, verdict(form.kb <= targets.enquiryFormKb)]
}

function loadValue(outcome: Outcome<LoadResult>): string {
  if (!outcome.ok) return outcome.reason
  const run = outcome.value
  const problems = run.errors + run.non2xx > 0 ? ` · ${run.errors} errors, ${run.non2xx} non-2xx` : ''
  return `${run.requestsPerSec} req/s · p50 ${run.p50Ms} ms · p99 ${run.p99Ms} ms${problems} (machine load ${run.machineLoad})`
}

function loadRows(results: Results): Row[] {
  const { next, nginx } = results.throughput
  const share = next.ok && nginx.ok && nginx.value.requestsPerSec > 0 ? `${Math.round((next.value.requestsPerSec / nginx.value.requestsPerSec) * 100)}% of ceiling` : ''
  return [
    [`Throughput Next.js ${contentPage}`, loadValue(next), '', share],
    ['Throughput nginx, same HTML as a static file (ceiling)', nginx.ok ? loadValue(nginx) : `skipped: ${nginx.reason}`, '', nginx.ok ? '' : 'n/a'],
  ]
}

function memoryRow(results: Results): Row {
  const memory = results.memory
  if (!memory.ok) return ['Peak Next.js server RSS', failed(memory), '', '']
  return ['Peak Next.js server RSS (with children)', `${memory.value.peakMb.toFixed(1)} MB (${memory.value.readyMb.toFixed(1)} MB when ready)`, '', '']
}

function lighthouseRows(results: Results): Row[] {
  if (!results.lighthouse.ok) return [['Lighthouse', failed(results.lighthouse), '', '']]
  return results.lighthouse.value.map((run): Row => {
    const measure = `Lighthouse ${run.path}: accessibility · performance`
    if (run.status === 'error') return [measure, `failed: ${run.reason}`, `a11y ${targets.accessibility}`, 'n/a']
    const value = `${run.accessibility ?? 'n/a'} · ${run.performance ?? 'n/a'} (info)`
    return [measure, value, `a11y ${targets.accessibility}`, run.accessibility === null ? 'n/a' : verdict(run.accessibility >= targets.accessibility)]
  })
}

export function reportRows(results: Results): Row[] {
  return [...jsRows(results), formRow(results), ...loadRows(results), memoryRow(results), ...lighthouseRows(results)]
}

/** A plain-text table that reads well in a terminal and pastes into Markdown. */
export function formatTable(rows: readonly Row[]): string {
  const all: readonly Row[] = [['Measure', 'Value', 'Target', 'Result'], ...rows]
  const widths = [0, 1, 2, 3].map((column) => Math.max(...all.map((row) => row[column]?.length ?? 0)))
  const line = (row: readonly string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(all[0] ?? []), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
