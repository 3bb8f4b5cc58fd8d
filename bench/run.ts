/**
 * `npm run bench`: builds the Astro site and the framework floor, serves them, and measures each
 * measured page against its render ceiling (its HTML without scripts, behind nginx) and the
 * floor: Lighthouse, HTML and JavaScript weight, throughput of the cached content page against
 * nginx serving the same bytes, and the server's memory: sampled through the run, and (issue 27)
 * after the seven pages of bench/store-memory.ts on the embedded store's first start and restart
 * beside PostgreSQL, then a form that must land in the store. Prints the tables and writes
 * bench/results.json. See docs/benchmark.md. The store's memory alone: bench/store-memory-run.ts.
 * BENCH_SKIP_BUILD=1 reuses existing builds; BENCH_LIGHTHOUSE_RUNS and BENCH_LOAD_SECONDS shorten a run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildFloor, buildSite } from './build'
import { writeCeilingPages, type CeilingPage } from './ceiling'
import { contentPage, distDir, floorEntry, floorOrigin, lighthouseRuns, load, measuredPages, nginxOrigin, resultsFile, serverEntry, siteOrigin, targets } from './config'
import { measureHtml } from './html-size'
import { measureJsWeight, warmForLighthouse } from './js-weight'
import { runLighthouse, type LighthousePage, type LighthouseTarget } from './lighthouse'
import { sampleMemory } from './memory'
import { startNginx, type Nginx } from './nginx'
import { attempt, type Outcome } from './outcome'
import { cleanUpAll, stopProcess } from './process'
import { pageTable, summaryTable } from './report'
import { environment, writeResults, type Results } from './results'
import { startFloor, startSite } from './server'
import { measureStoreMemory } from './store-memory'
import { measureThroughput } from './throughput'

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larkspur-bench-'))
const reuseBuilds = process.env.BENCH_SKIP_BUILD === '1'

// Ctrl-C or a kill must not leave our servers behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping what the benchmark started …`)
    void cleanUpAll().finally(() => process.exit(130))
  })
}

async function build(): Promise<Results['build']> {
  if (reuseBuilds && fs.existsSync(serverEntry)) return { ok: true, value: { seconds: 0, attempts: 0, skipped: true } }
  return attempt('Build', async () => ({ ...(await buildSite(tempDir)), skipped: false }))
}

/** nginx with each page's ceiling; the pages it serves are written (from the running site) before it starts. */
async function startCeilings(): Promise<{ nginx: Outcome<Nginx>; pages: Outcome<CeilingPage[]> }> {
  let pages: Outcome<CeilingPage[]> = { ok: false, reason: 'not written' }
  const nginx = await attempt('Render ceilings: each page without scripts, behind nginx', async () => {
    const started = await startNginx(tempDir, measuredPages.map((page) => page.path), contentPage, async (htmlDir) => {
      pages = { ok: true, value: await writeCeilingPages(siteOrigin, measuredPages, path.join(htmlDir, 'ceiling')) }
    })
    if ('skipped' in started) throw new Error(started.skipped)
    return started
  })
  return { nginx, pages: nginx.ok ? pages : nginx }
}

/** Each page beside its ceiling, then the floor: one round of Lighthouse goes through them all. */
function lighthouseTargets(withCeilings: boolean, withFloor: boolean): LighthouseTarget[] {
  const pages = measuredPages.flatMap((page) => [
    { label: page.path, url: siteOrigin + page.path },
    ...(withCeilings ? [{ label: `ceiling ${page.path}`, url: nginxOrigin + page.path }] : []),
  ])
  return withFloor ? [...pages, { label: 'framework floor', url: `${floorOrigin}/` }] : pages
}

const valueOr = <T,>(outcome: Outcome<T>, fallback: T) => (outcome.ok ? outcome.value : fallback)

async function main(): Promise<number> {
  const date = new Date().toISOString()
  const env = environment()
  console.log(`Benchmark ${date} · node ${env.node} · astro ${env.astro} · lighthouse ${env.lighthouse} · ${env.cpus} CPUs · load ${env.loadAverage.join(' ')} · work files in ${tempDir}`)
  const built = await build()
  if (!built.ok) return 1
  const floorBuilt = reuseBuilds && fs.existsSync(floorEntry) ? { ok: true as const, value: undefined } : await attempt('Framework floor build', () => buildFloor(tempDir))

  const server = await startSite(tempDir)
  const memory = sampleMemory(server.pid)
  try {
    // The first request renders and stores each page in the route cache: from here on every
    // measurement sees the cached page, as visitors do.
    const html = await attempt('HTML size of each page', () => measureHtml(siteOrigin, measuredPages))
    const ceilings = await startCeilings()
    const floor = floorBuilt.ok ? await attempt('Framework floor server', () => startFloor(tempDir)) : floorBuilt
    const js = await attempt('JavaScript weight in Chromium (390×844)', () => measureJsWeight(siteOrigin, measuredPages))
    const targetsToRun = lighthouseTargets(ceilings.nginx.ok, floor.ok)
    await attempt("Loading each page on Lighthouse's screen first", () => warmForLighthouse(targetsToRun.map((target) => target.url)))
    const lighthouse = await attempt(`Lighthouse, ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'} a page`, () => runLighthouse(targetsToRun, lighthouseRuns))
    const audited = (label: string): LighthousePage | null => valueOr(lighthouse, []).find((page) => page.label === label) ?? null
    const floorFigures: Results['floor'] = !floor.ok
      ? floor
      : await attempt('Framework floor: HTML and JavaScript', async () => {
          const [floorHtml] = await measureHtml(floorOrigin, [{ path: '/', label: 'framework floor' }])
          const [floorJs] = await measureJsWeight(floorOrigin, [{ path: '/', label: 'framework floor' }])
          await stopProcess(floor.value)
          return { lighthouse: audited('framework floor'), html: floorHtml ?? null, js: floorJs ?? null }
        })
    const throughput = await attempt('Throughput', () => measureThroughput(ceilings.nginx))
    if (ceilings.nginx.ok) await stopProcess(ceilings.nginx.value.process)
    const memoryReport = memory.stop()
    // Servers of their own (first start, restart, PostgreSQL), each measured alone.
    const storeMemory = await attempt('Server RSS after seven pages: embedded store (first start, restart) and PostgreSQL', () => measureStoreMemory(distDir))
    const missing = Object.fromEntries(
      Object.entries({ html, js, lighthouse, ceilings: ceilings.pages }).flatMap(([measure, outcome]) => (outcome.ok ? [] : [[measure, outcome.reason]])),
    )
    const results: Results = {
      date,
      environment: env,
      build: built,
      pages: measuredPages.map((page) => ({
        ...page,
        lighthouse: audited(page.path),
        ceiling: audited(`ceiling ${page.path}`),
        html: valueOr(html, []).find((size) => size.path === page.path) ?? null,
        js: valueOr(js, []).find((weight) => weight.path === page.path) ?? null,
      })),
      missing,
      ceilingPages: ceilings.pages,
      floor: floorFigures,
      throughput,
      memory: memoryReport ? { ok: true, value: memoryReport } : { ok: false, reason: '/proc is not available on this system' },
      storeMemory,
      targets,
      load,
      lighthouseRuns,
    }
    console.log(`\n${pageTable(results)}\n\n${summaryTable(results)}\n`)
    writeResults(results)
    console.log(`Figures written to ${path.relative(process.cwd(), resultsFile)}`)
    return 0
  } finally {
    memory.stop()
    await cleanUpAll()
  }
}

main().then(
  (code) => {
    if (code === 0) fs.rmSync(tempDir, { recursive: true, force: true })
    else console.error(`Logs kept in ${tempDir}`)
    process.exit(code)
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    await cleanUpAll()
    console.error(`Logs kept in ${tempDir}`)
    process.exit(1)
  },
)
