import { contentPage, targets } from './config'
import type { PageWeight } from './js-weight'
import type { LighthousePage } from './lighthouse'
import type { LoadResult } from './load'
import type { Outcome } from './outcome'
import type { PageResult, Results } from './results'
import { lcpOverCeiling, pageMisses, throughputShare } from './verdict'

const kb = (value: number) => `${value.toFixed(1)} KB`
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`)
const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value)))
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL')
const firstLine = (reason: string) => reason.split('\n')[0] ?? reason
const medianOf = (page: LighthousePage | null) => (page?.status === 'measured' ? page.median : null)

/** A plain-text table that reads well in a terminal and pastes into Markdown. */
export function formatTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...all.map((cells) => cells[column]?.length ?? 0)))
  const line = (cells: readonly string[]) => `| ${header.map((_, column) => (cells[column] ?? '').padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [title, line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

function benchmarkIndex(page: LighthousePage): string {
  if (page.status !== 'measured') return 'n/a'
  const range = page.runs.map((each) => each.benchmarkIndex).filter((value): value is number => value !== null)
  return range.length ? `${Math.round(page.median.benchmarkIndex ?? 0)} (${Math.round(Math.min(...range))}–${Math.round(Math.max(...range))})` : 'n/a'
}

const jsCells = (js: PageWeight | null) => (js?.status === 'measured' ? [kb(js.atLoadKb), kb(js.afterScrollKb)] : [js ? `error: ${firstLine(js.reason)}` : 'n/a', ''])

/** What a page misses of the targets, or null when Lighthouse did not measure it. */
function missesOf(page: PageResult): string[] | null {
  const run = medianOf(page.lighthouse)
  if (!run) return null
  return pageMisses({
    path: page.path,
    run,
    ceilingLcpMs: medianOf(page.ceiling)?.lcpMs ?? null,
    htmlGzipKb: page.html?.gzipKb ?? null,
    jsAtLoadKb: page.js?.status === 'measured' ? page.js.atLoadKb : null,
  })
}

/** One row: Lighthouse medians (LCP beside the ceiling's, for a page), the weights, the result. */
function row(label: string, figures: Omit<PageResult, 'path' | 'label'>, result: string): string[] {
  const html = figures.html ? `${kb(figures.html.rawKb)} / ${kb(figures.html.gzipKb)}` : 'n/a'
  const run = medianOf(figures.lighthouse)
  if (!run || !figures.lighthouse) return [label, 'n/a', '', '', '', '', '', html, ...jsCells(figures.js), result]
  const ceiling = medianOf(figures.ceiling)
  const ratio = lcpOverCeiling(run.lcpMs, ceiling?.lcpMs ?? null)
  return [
    label,
    score(run.performance),
    figures.ceiling === null ? ms(run.lcpMs) : `${ms(run.lcpMs)} / ${ms(ceiling?.lcpMs ?? null)}${ratio === null ? '' : ` = ${ratio.toFixed(2)}×`}`,
    ms(run.tbtMs),
    run.cls === null ? 'n/a' : run.cls.toFixed(3),
    `${score(run.accessibility)} · ${score(run.bestPractices)} · ${score(run.seo)}`,
    benchmarkIndex(figures.lighthouse),
    html,
    ...jsCells(figures.js),
    result,
  ]
}

/**
 * The page table: per page, the median of the Lighthouse runs with its LCP against its own render
 * ceiling, the machine's benchmarkIndex, the HTML and the JavaScript at load and after scrolling,
 * and PASS or FAIL against every target; the framework floor's row to read them against.
 */
export function pageTable(results: Results): string {
  const header = ['Page', 'Perf', 'LCP / ceiling LCP', 'TBT', 'CLS', 'A11y · BP · SEO', 'benchmarkIndex', 'HTML raw / gzip', 'JS at load', 'JS after scroll', 'Result']
  const rows = results.pages.map((page) => {
    const misses = missesOf(page)
    const why = page.lighthouse?.status === 'error' ? `FAIL: Lighthouse failed: ${firstLine(page.lighthouse.reason)}` : 'FAIL: Lighthouse did not run'
    return row(page.path, page, misses === null ? why : misses.length ? `FAIL: ${misses.join(', ')}` : 'PASS')
  })
  if (results.floor.ok) {
    const { lighthouse } = results.floor.value
    rows.push(row('framework floor', { ...results.floor.value, ceiling: null }, lighthouse?.status === 'error' ? `reference; Lighthouse failed: ${firstLine(lighthouse.reason)}` : 'reference'))
  } else {
    rows.push(['framework floor', `failed: ${firstLine(results.floor.reason)}`])
  }
  for (const [measure, reason] of Object.entries(results.missing)) rows.push([`(${measure})`, `not measured: ${firstLine(reason)}`])
  const runs = `median of ${results.lighthouseRuns} run${results.lighthouseRuns === 1 ? '' : 's'}`
  return formatTable(`Lighthouse mobile, ${runs}; JS gzip -9 at load (390×844, no scrolling) and after scrolling to the bottom`, header, rows)
}

function loadValue(outcome: Outcome<LoadResult>): string {
  if (!outcome.ok) return `not measured: ${firstLine(outcome.reason)}`
  const run = outcome.value
  const problems = run.errors + run.non2xx > 0 ? ` · ${run.errors} errors, ${run.non2xx} non-2xx` : ''
  return `${run.requestsPerSec} req/s · p50 ${run.p50Ms} ms · p99 ${run.p99Ms} ms · ${kb(run.bytesPerResponse / 1024)} a response${problems} (machine load ${run.machineLoad})`
}

function throughputRows(results: Results): string[][] {
  if (!results.throughput.ok) return [['Throughput', `not measured: ${firstLine(results.throughput.reason)}`, '', 'FAIL']]
  const { cache, site, nginx } = results.throughput.value
  const share = throughputShare(site.ok ? site.value.requestsPerSec : null, nginx.ok ? nginx.value.requestsPerSec : null)
  const cached = cache.before === 'HIT' || cache.before === 'STALE'
  return [
    [`Throughput: the site's ${contentPage} (X-Astro-Cache ${cache.before ?? 'absent'} before, ${cache.after ?? 'absent'} after)`, loadValue(site), 'from the route cache', verdict(cached)],
    ['Throughput: nginx serving the same bytes', loadValue(nginx), '', ''],
    ['Throughput: site ÷ nginx', share === null ? 'n/a' : share.toFixed(2), `≥ ${targets.throughputShareOfNginx}`, verdict(share !== null && share >= targets.throughputShareOfNginx)],
  ]
}

/** Issue 27: each start's RSS after the seven pages; the embedded store's against its limit, and the form stored after. */
function storeMemoryRows(results: Results): string[][] {
  if (!results.storeMemory.ok) return [['Server RSS after seven pages, by store', `not measured: ${results.storeMemory.reason}`, '', '']]
  const { runs, limitMb, postgres } = results.storeMemory.value
  const embedded = (label: string) => label.startsWith('embedded')
  return [
    ...runs.map((run) => [
      `RSS after seven pages, ${run.label}`,
      `${run.afterPagesMb.toFixed(1)} MB (${run.readyMb.toFixed(1)} MB ready)`,
      embedded(run.label) ? `≤ ${limitMb} MB` : '',
      embedded(run.label) ? verdict(run.afterPagesMb <= limitMb) : '',
    ]),
    ['A form posted after: in the store with its outbox row', runs.map((run) => `${run.label}: ${run.stored ? 'yes' : 'no'}`).join('; '), 'every start', verdict(runs.length > 0 && runs.every((run) => run.stored))],
    ...(postgres ? [['RSS after seven pages, PostgreSQL', `not measured: ${postgres}`, '', '']] : []),
  ]
}

/** The site-wide figures: the content page's size budgets, throughput against nginx, memory. */
export function summaryTable(results: Results): string {
  const content = results.pages.find((page) => page.path === contentPage)
  const js = content?.js?.status === 'measured' ? content.js.atLoadKb : null
  const html = content?.html?.gzipKb ?? null
  const memory = results.memory.ok ? `${results.memory.value.peakMb.toFixed(1)} MB peak (${results.memory.value.readyMb.toFixed(1)} MB when ready)` : `not measured: ${results.memory.reason}`
  const passing = results.pages.filter((page) => missesOf(page)?.length === 0).length
  const rows = [
    [`Script before any interaction, ${contentPage}`, js === null ? 'n/a' : kb(js), `≤ ${targets.contentPageJsAtLoadKb} KB gzip`, verdict(js !== null && js <= targets.contentPageJsAtLoadKb)],
    [`HTML, ${contentPage}`, html === null ? 'n/a' : `${kb(html)} gzip`, `≤ ${targets.contentPageHtmlGzipKb} KB gzip`, verdict(html !== null && html <= targets.contentPageHtmlGzipKb)],
    ...throughputRows(results),
    ['Server RSS (node dist-bench/main.mjs)', memory, '', ''],
    ...storeMemoryRows(results),
    ['Pages meeting every target', `${passing} of ${results.pages.length}`, `${results.pages.length} of ${results.pages.length}`, verdict(passing === results.pages.length)],
  ]
  return formatTable('Size, throughput and memory', ['Measure', 'Value', 'Target', 'Result'], rows)
}
