/**
 * Issue 34, point 6: the production server's resident memory after invented URLs.
 *   ASTRO_OUT_DIR=dist npx tsx bench/invented-urls.ts [count=10000] [runs=3]
 * Starts the build (embedded store; DATABASE_URL as set in the environment), waits for its store,
 * warms it with the seven benchmark pages twice, then asks `count` invented URLs (a third each:
 * distinct searches from many loopback addresses, made-up slugs, blog pages past the end), eight
 * at a time, sampling RSS. Prints each run and the median growth over the warmed server.
 * PORT_BASE (default 4141) picks the server's port; each run uses the next one. The environment
 * is passed on, so MALLOC_ARENA_MAX or NODE_OPTIONS (V8 heap flags) can be measured too. The server
 * runs as `npm start` runs it: with the Node flags and environment (MALLOC_ARENA_MAX) its script sets
 * (START_FLAGS=0 leaves them out, to measure without; START_SCRIPT='MALLOC_ARENA_MAX=2 node --flag=1 …'
 * measures another start line).
 *
 * What the growth is (27 November, inspector breakdown of 1,500 made-up slugs): not kept data
 * (heap used after a full collection +4 MB, external +0) but V8's heap grown with render garbage
 * not yet collected (heapTotal 113 → 217 MB) and glibc's malloc arenas (RSS after a full
 * collection 149 → 222 MB; 133 → 149 MB with MALLOC_ARENA_MAX=2). V8 chooses how far the old
 * generation may grow before its next full collection from how fast it collects against how fast
 * the program allocates, so on a busy machine the growth went from 49 to 77 MB on one build;
 * --heap-growing-percent=10 (npm start) fixes that step at 1.1× the live heap: 22.9, 34.6, 43.8 MB
 * (docs/benchmark.md, 27 November).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './config'
import { storeMemoryPages } from './store-memory'

/** `npm start`'s Node flags and malloc setting (package.json), so the bench measures what production runs. */
const startScript = process.env.START_SCRIPT ?? (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
const withStartFlags = process.env.START_FLAGS !== '0'
const nodeFlags = withStartFlags ? (/\bnode((?:\s+--[\w-]+(?:=\S+)?)*)/.exec(startScript)?.[1]?.trim().split(/\s+/) ?? []) : []
/** The script's environment settings before `node` (`NAME=${NAME:-value}` or `NAME=value`): the environment's own value wins, as in the shell. */
const startEnv: Record<string, string> = withStartFlags
  ? Object.fromEntries([...(startScript.split(/\bnode\b/)[0] ?? '').matchAll(/(\w+)=(?:\$\{\w+:-([^}]*)\}|(\S+))/g)].map((match) => [match[1] ?? '', match[2] ?? match[3] ?? '']))
  : {}

const count = Number(process.argv[2] ?? 10_000)
const runs = Number(process.argv[3] ?? 3)
const portBase = Number(process.env.PORT_BASE ?? 4141)
/** What the client accepts (ACCEPT_ENCODING, default 'br, gzip', as browsers ask): 'identity' measures without the entry's compression. */
const acceptEncoding = process.env.ACCEPT_ENCODING ?? 'br, gzip'
const entry = path.join(root, process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rss = (pid: number) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** A GET from a chosen loopback source address, the body read and dropped. */
function get(base: string, pathname: string, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(base + pathname, { localAddress, headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
}

export function inventedUrls(total: number, tag: string): Array<[string, string]> {
  const third = Math.ceil(total / 3)
  const urls: Array<[string, string]> = []
  // Twenty searches per address keeps each visitor inside the search limit.
  for (let index = 0; index < third; index += 1) urls.push([`/search?search=${encodeURIComponent(`tooth ${tag} ${index}`)}`, `127.${1 + Math.floor(index / 5000)}.${1 + Math.floor((index % 5000) / 20)}.9`])
  for (let index = 0; index < third; index += 1) urls.push([`/made-up-treatment-${tag}-${index}`, '127.0.0.1'])
  for (let index = 0; urls.length < total; index += 1) urls.push([`/blog/page/${100 + index}`, '127.0.0.1'])
  return urls
}

async function run(index: number): Promise<{ ready: number; warmed: number; after: number; peak: number; settled: number; statuses: Record<number, number>; seconds: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'invented-urls-'))
  const port = portBase + index
  const child = spawn(process.execPath, [...nodeFlags, entry], { cwd: root, env: { ...startEnv, ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  try {
    const deadline = Date.now() + 90_000
    while (!(await fetch(`${base}/robots.txt`).then((response) => response.ok, () => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start')
      await sleep(200)
    }
    if (!process.env.DATABASE_URL) while (!(await stat(path.join(dataDir, 'control.sock')).then(() => true, () => false))) await sleep(200)
    else await sleep(2000)
    const pid = child.pid ?? 0
    const ready = rss(pid)
    for (let round = 0; round < 2; round += 1) for (const page of storeMemoryPages) await get(base, page)
    await sleep(1000)
    const warmed = rss(pid)
    let peak = warmed
    const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 200)
    const statuses: Record<number, number> = {}
    const urls = inventedUrls(count, `${Date.now().toString(36)}`)
    let next = 0
    const started = Date.now()
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < urls.length) {
          const [pathname, from] = urls[next++] as [string, string]
          const status = await get(base, pathname, from)
          statuses[status] = (statuses[status] ?? 0) + 1
          const done = Object.values(statuses).reduce((sum, n) => sum + n, 0)
          if (done % 2000 === 0) console.log(`  ${done} URLs: ${mb(rss(pid))} MB`)
        }
      }),
    )
    clearInterval(sampler)
    const seconds = Math.round((Date.now() - started) / 1000)
    const after = rss(pid)
    await sleep(5000)
    return { ready, warmed, after, peak: Math.max(peak, after), settled: rss(pid), statuses, seconds }
  } finally {
    child.kill('SIGTERM')
    await once(child, 'exit')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`server: ${Object.keys(startEnv).map((name) => `${name}=${process.env[name] ?? startEnv[name]} `).join('')}node ${nodeFlags.join(' ')} main.mjs`)
const results = []
for (let index = 0; index < runs; index += 1) {
  const result = await run(index)
  results.push(result)
  console.log(`run ${index + 1}: ready ${mb(result.ready)} MB, warmed ${mb(result.warmed)} MB, after ${count} URLs ${mb(result.after)} MB (peak ${mb(result.peak)}, 5 s later ${mb(result.settled)}), growth ${mb(result.after - result.warmed)} MB in ${result.seconds} s; statuses ${JSON.stringify(result.statuses)}`)
}
console.log(`median of ${runs}: ready ${mb(median(results.map((r) => r.ready)))} MB, warmed ${mb(median(results.map((r) => r.warmed)))} MB, after ${mb(median(results.map((r) => r.after)))} MB, growth ${mb(median(results.map((r) => r.after - r.warmed)))} MB`)
