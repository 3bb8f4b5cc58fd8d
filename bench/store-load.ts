/**
 * Issue 34, point 11: what 100 form submissions at once cost a cached page's answer time, with
 * the embedded store (SQLite in DATA_DIR, one fsync per commit) on the production build.
 *
 *   npm run build && npx tsx bench/store-load.ts            (ASTRO_OUT_DIR=dist-x for another build)
 *
 * Loopback only, bounded: one server on BENCH_PORT (default 4160), RUNS rounds (default 5). Each
 * round posts 100 valid enquiries at once to /_actions/enquiry, as the island does with
 * JavaScript, each from its own loopback address (127.0.<round + 10>.<n>: the rate limit is per
 * visitor address, 5 a minute, so no post is refused by it), while a cached page (/veneers) is
 * asked for again and again, one GET after another, until every post has its answer. DATA_DIR is
 * a new folder under the system's temp dir, on a real disk (a tmpfs would make fsync free).
 * Prints each round and the medians; exits 1 if a post was not stored.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { validPosts } from '../tests/fakes/submissions'
import { root } from './config'

const PORT = Number(process.env.BENCH_PORT ?? 4160)
const RUNS = Number(process.env.RUNS ?? 5)
const POSTS = 100
const PAGE = '/veneers'
const base = `http://127.0.0.1:${PORT}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const ms = (value: number) => `${value.toFixed(1)} ms`

interface Answer {
  readonly status: number
  readonly body: string
  readonly ms: number
}

function send(method: 'GET' | 'POST', pathname: string, localAddress: string, body?: { type: string; bytes: Buffer }): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = body
      ? { 'content-type': body.type, 'content-length': body.bytes.length, origin: base, 'sec-fetch-site': 'same-origin', accept: 'application/json' }
      : { accept: 'text/html', 'accept-encoding': 'br' }
    const request = http.request({ host: '127.0.0.1', port: PORT, path: pathname, method, localAddress, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body?.bytes)
  })
}

async function enquiry(marker: string): Promise<{ type: string; bytes: Buffer }> {
  const data = new FormData()
  for (const [name, value] of validPosts.enquiry) data.append(name, name === 'comments' ? marker : value)
  const encoded = new Request(base, { method: 'POST', body: data })
  return { type: encoded.headers.get('content-type') ?? '', bytes: Buffer.from(await encoded.arrayBuffer()) }
}

interface Round {
  readonly gets: number[]
  readonly accepted: number
  readonly postsMs: number
}

async function round(index: number): Promise<Round> {
  const bodies = await Promise.all(Array.from({ length: POSTS }, (_, n) => enquiry(`Bench round ${index} post ${n}`)))
  let posting = true
  const gets: number[] = []
  const reader = (async () => {
    while (posting) gets.push((await send('GET', PAGE, '127.0.0.1')).ms)
  })()
  const started = performance.now()
  const answers = await Promise.all(bodies.map((body, n) => send('POST', '/_actions/enquiry', `127.0.${index + 10}.${n + 1}`, body)))
  const postsMs = performance.now() - started
  posting = false
  await reader
  const accepted = answers.filter(({ status, body }) => status === 200 && body.includes('"success"')).length
  return { gets, accepted, postsMs }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'store-load-'))
const child = spawn(process.execPath, [path.join(root, process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', CF7_URL: '', CMS_URL: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let log = ''
child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
let failed = false
try {
  const deadline = Date.now() + 60_000
  while (!(await fetch(`${base}/robots.txt`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${log}`)
    await sleep(200)
  }
  // Warm: the page rendered and cached, the store opened by a first post.
  for (let warm = 0; warm < 3; warm += 1) await send('GET', PAGE, '127.0.0.1')
  await send('POST', '/_actions/enquiry', '127.0.0.250', await enquiry('Bench warm-up'))
  const idle: number[] = []
  for (let get = 0; get < 50; get += 1) idle.push((await send('GET', PAGE, '127.0.0.1')).ms)
  console.log(`${PAGE} alone: median ${ms(median(idle))}, slowest ${ms(Math.max(...idle))}`)
  const rounds: Round[] = []
  for (let index = 0; index < RUNS; index += 1) {
    const result = await round(index)
    rounds.push(result)
    console.log(
      `round ${index + 1}: ${result.accepted}/${POSTS} posts accepted in ${ms(result.postsMs)}; ${result.gets.length} GETs of ${PAGE} meanwhile: median ${ms(median(result.gets))}, slowest ${ms(Math.max(...result.gets))}`,
    )
    if (result.accepted !== POSTS) failed = true
    await sleep(1000)
  }
  console.log(
    `median of ${RUNS} rounds: slowest GET ${ms(median(rounds.map(({ gets }) => Math.max(...gets))))}, median GET ${ms(median(rounds.map(({ gets }) => median(gets))))}, all posts answered in ${ms(median(rounds.map(({ postsMs }) => postsMs)))}`,
  )
} finally {
  child.kill('SIGTERM')
  if (child.exitCode === null) await once(child, 'exit')
  await rm(dataDir, { recursive: true, force: true })
}
if (failed) {
  console.error(`Some posts were not accepted. Server log:\n${log.slice(-4000)}`)
  process.exitCode = 1
}
