/**
 * `npm run bench`: builds the production site, serves it, and measures client JavaScript weight,
 * throughput and latency (against an nginx ceiling), server memory and Lighthouse scores.
 * Prints one table and writes bench/results.json. See docs/benchmark.md.
 * BENCH_SKIP_BUILD=1 reuses an existing .next-bench build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from './build'
import { contentPage, distDir, floorOrigin, host, lighthouseRuns, load, measuredPages, nextOrigin, nginxPort, resultsFile, targets } from './config'
import { buildFloor, startFloor } from './floor'
import { measureHtml } from './html-size'
import { enquiryFormOnPage, measureJsWeight, weighOrigin } from './js-weight'
import { runLighthouse } from './lighthouse'
import { runLoad, type LoadResult } from './load'
import { readClientManifests, readFrameworkFloor } from './manifest'
import { sampleMemory } from './memory'
import { estimateEnquiryForm, indexChunkModules } from './modules'
import { startNginx } from './nginx'
import { cleanUpAll, stopProcess } from './process'
import { formatTable, reportRows, speedTable } from './report'
import { attempt, environment, writeResults, type Results } from './results'
import { startNext } from './server'

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larkspur-bench-'))

// Ctrl-C or a kill must not leave our servers behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping what the benchmark started …`)
    void cleanUpAll().finally(() => process.exit(130))
  })
}

async function build(): Promise<Results['build']> {
  if (process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    return { ok: true, value: { seconds: 0, attempts: 0, skipped: true } }
  }
  return attempt('Build', async () => ({ ...(await buildSite(tempDir)), skipped: false }))
}

/** The same page's HTML as a static file behind nginx, under the same load: the ceiling. */
async function measureNginx(): Promise<LoadResult> {
  const response = await fetch(nextOrigin + contentPage)
  if (!response.ok) throw new Error(`${contentPage} answered HTTP ${response.status}`)
  const nginx = await startNginx(tempDir, contentPage, await response.text())
  if ('skipped' in nginx) throw new Error(nginx.skipped)
  try {
    return await runLoad(`http://${host}:${nginxPort}${contentPage}`)
  } finally {
    await stopProcess(nginx)
  }
}

async function main(): Promise<number> {
  const date = new Date().toISOString()
  const env = environment()
  console.log(`Benchmark ${date} · node ${env.node} · next ${env.next} · ${env.cpus} CPUs · load ${env.loadAverage.join(' ')} · work files in ${tempDir}`)
  const built = await build()
  if (!built.ok) return 1

  const server = await startNext(tempDir)
  const memory = sampleMemory(server.pid)
  try {
    const analysis = await attempt('Reading the build manifests', () => {
      const manifests = readClientManifests()
      return { manifests, floor: readFrameworkFloor(manifests) }
    })
    let enquiryForm = analysis.ok
      ? await attempt('Enquiry form estimate', () => estimateEnquiryForm(analysis.value.manifests, analysis.value.floor.files, indexChunkModules()))
      : analysis
    const jsWeight = analysis.ok ? await attempt('JavaScript weight in Chromium', () => measureJsWeight(analysis.value.floor.files)) : analysis
    // Where the form is a chunk of its own (next/dynamic), weigh what the browser loads for it.
    if (enquiryForm.ok && enquiryForm.value.status === 'n/a' && jsWeight.ok) {
      const loaded = enquiryFormOnPage(jsWeight.value, contentPage)
      if (loaded.status === 'measured') enquiryForm = { ok: true, value: loaded }
    }
    const html = await attempt('HTML size of each page', () => measureHtml(nextOrigin, measuredPages))
    // The floor app is built and served beside the site, so its Lighthouse runs share the rounds.
    const floorServer = await attempt('Framework floor app', async () => {
      await buildFloor(tempDir)
      return startFloor(tempDir)
    })
    const floorTarget = { label: 'framework floor', origin: floorOrigin, path: '/' }
    const pages = measuredPages.map(({ label, path: pagePath }) => ({ label, origin: nextOrigin, path: pagePath }))
    const lighthouse = await attempt(`Lighthouse, ${lighthouseRuns} runs a page`, () => runLighthouse(floorServer.ok ? [...pages, floorTarget] : pages, lighthouseRuns))
    const floor: Results['floor'] = !floorServer.ok
      ? floorServer
      : await attempt('Framework floor figures', async () => {
          const floorLighthouse = lighthouse.ok ? lighthouse.value.find((page) => page.label === floorTarget.label) : undefined
          const [floorHtml] = await measureHtml(floorOrigin, [{ path: '/', label: floorTarget.label }])
          const jsKb = await weighOrigin(floorOrigin, '/')
          await stopProcess(floorServer.value)
          return {
            lighthouse: floorLighthouse ?? { ...floorTarget, status: 'error' as const, reason: lighthouse.ok ? 'not measured' : lighthouse.reason },
            jsKb,
            html: floorHtml ?? null,
          }
        })
    const lighthousePages: Results['lighthouse'] = lighthouse.ok ? { ok: true, value: lighthouse.value.filter((page) => page.label !== floorTarget.label) } : lighthouse
    const next = await attempt(`Load test: Next.js ${contentPage}`, () => runLoad(nextOrigin + contentPage))
    const nginx = await attempt('Load test: nginx static ceiling', measureNginx)
    const memoryReport = memory.stop()
    const results: Results = {
      date,
      environment: env,
      build: built,
      floorExplanation: analysis.ok ? analysis.value.floor.explanation : analysis.reason,
      jsWeight,
      enquiryForm,
      throughput: { next, nginx },
      memory: memoryReport ? { ok: true, value: memoryReport } : { ok: false, reason: '/proc is not available on this system' },
      lighthouse: lighthousePages,
      floor,
      html,
      targets,
      load,
      lighthouseRuns,
    }
    console.log(`\n${formatTable(reportRows(results))}\n`)
    console.log(`${speedTable(results)}\n`)
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
