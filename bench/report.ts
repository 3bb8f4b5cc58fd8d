import { contentPage, targets } from './config'
import type { LighthousePage, LighthouseRun } from './lighthouse'
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

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`)
const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value)))

/** Whether a page's median run meets every phone-speed target (the content page's HTML too). */
export function speedVerdict(run: LighthouseRun, htmlGzipKb: number | null, isContentPage: boolean): string[] {
  const misses: string[] = []
  if ((run.performance ?? 0) < targets.performance) misses.push(`performance < ${targets.performance}`)
  if ((run.lcpMs ?? Infinity) > targets.lcpMs) misses.push(`LCP > ${targets.lcpMs} ms`)
  if ((run.tbtMs ?? Infinity) > targets.tbtMs) misses.push(`TBT > ${targets.tbtMs} ms`)
  if ((run.cls ?? Infinity) > targets.cls + 0.0005) misses.push('CLS > 0')
  if ((run.accessibility ?? 0) < targets.accessibility) misses.push('accessibility < 100')
  if ((run.bestPractices ?? 0) < targets.bestPractices) misses.push('best practices < 100')
  if ((run.seo ?? 0) < targets.seo) misses.push('SEO < 100')
  if (isContentPage && (htmlGzipKb ?? Infinity) > targets.contentPageHtmlGzipKb) misses.push(`HTML > ${targets.contentPageHtmlGzipKb} KB gzip`)
  return misses
}

/**
 * The phone-speed table: per page, the median of the Lighthouse runs (mobile preset, simulated
 * throttling) with the machine's benchmarkIndex beside it, HTML and JavaScript weight, and the
 * framework floor's row to read every page against.
 */
export function speedTable(results: Results): string {
  const header = ['Page', 'Perf', 'LCP', 'TBT', 'CLS', 'A11y · BP · SEO', 'HTML raw / gzip', 'JS gzip', 'benchmarkIndex', 'Result'] as const
  const rows: string[][] = []
  const htmlOf = (pagePath: string) => (results.html.ok ? results.html.value.find((size) => size.path === pagePath) : undefined)
  const jsOf = (pagePath: string) => {
    const page = results.jsWeight.ok ? results.jsWeight.value.pages.find((candidate) => candidate.path === pagePath) : undefined
    return page?.status === 'measured' ? kb(page.totalKb) : 'n/a'
  }
  const row = (label: string, page: LighthousePage | undefined, html: string, js: string, isContentPage: boolean, htmlGzipKb: number | null) => {
    if (!page || page.status !== 'measured') return [label, page?.status === 'error' ? `failed: ${page.reason.split('\n')[0]}` : 'not measured', '', '', '', '', html, js, '', 'n/a']
    const run = page.median
    const range = page.runs.map((each) => each.benchmarkIndex).filter((value): value is number => value !== null)
    const index = range.length ? `${Math.round(run.benchmarkIndex ?? 0)} (${Math.round(Math.min(...range))}–${Math.round(Math.max(...range))})` : 'n/a'
    const misses = speedVerdict(run, htmlGzipKb, isContentPage)
    return [label, score(run.performance), ms(run.lcpMs), ms(run.tbtMs), run.cls === null ? 'n/a' : run.cls.toFixed(3), `${score(run.accessibility)} · ${score(run.bestPractices)} · ${score(run.seo)}`, html, js, index, misses.length ? `FAIL: ${misses.join(', ')}` : 'PASS']
  }
  for (const page of results.lighthouse.ok ? results.lighthouse.value : []) {
    const html = htmlOf(page.path)
    rows.push(row(`${page.path} (${page.label})`, page, html ? `${kb(html.rawKb)} / ${kb(html.gzipKb)}` : 'n/a', jsOf(page.path), page.path === contentPage, html?.gzipKb ?? null))
  }
  if (!results.lighthouse.ok) rows.push(['Lighthouse', failed(results.lighthouse), '', '', '', '', '', '', '', 'n/a'])
  if (results.floor.ok) {
    const { lighthouse, html, jsKb } = results.floor.value
    rows.push(row('framework floor (bench/floor)', lighthouse, html ? `${kb(html.rawKb)} / ${kb(html.gzipKb)}` : 'n/a', jsKb === null ? 'n/a' : kb(jsKb), false, null).map((cell, column) => (column === 9 ? 'reference' : cell)))
  } else {
    rows.push(['framework floor (bench/floor)', failed(results.floor), '', '', '', '', '', '', '', 'n/a'])
  }
  const all = [[...header], ...rows]
  const widths = header.map((_, column) => Math.max(...all.map((cells) => cells[column]?.length ?? 0)))
  const line = (cells: readonly string[]) => `| ${header.map((_, column) => (cells[column] ?? '').padEnd(widths[column] ?? 0)).join(' | ')} |`
  const title = `Phone speed: Lighthouse mobile, median of ${results.lighthouseRuns} run${results.lighthouseRuns === 1 ? '' : 's'}`
  return [title, line(all[0] ?? []), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export function reportRows(results: Results): Row[] {
  return [...jsRows(results), formRow(results), ...loadRows(results), memoryRow(results)]
}

/** A plain-text table that reads well in a terminal and pastes into Markdown. */
export function formatTable(rows: readonly Row[]): string {
  const all: readonly Row[] = [['Measure', 'Value', 'Target', 'Result'], ...rows]
  const widths = [0, 1, 2, 3].map((column) => Math.max(...all.map((row) => row[column]?.length ?? 0)))
  const line = (row: readonly string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(all[0] ?? []), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
