import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postForm, readForm } from '../tests/fakes/no-js-post'
import { postgresAvailable, startPostgres } from '../tests/fakes/postgres'
import { freePort } from '../tests/fakes/site-server'
import { validPosts } from '../tests/fakes/submissions'
import { root } from './config'

/**
 * Issue 27: the server's resident memory after the seven pages a visitor lands on, with the
 * embedded store on a first start (a new DATA_DIR) and on a restart (the same DATA_DIR), beside
 * the same build on PostgreSQL (DATABASE_URL); then a form posted afterwards must land in the
 * store with its outbox row. Run on its own: `npx tsx bench/store-memory-run.ts`.
 */
export const storeMemoryPages = ['/', '/veneers', '/blog', '/contact-us', '/fees', '/finance', '/invisalign'] as const
/** Issue 27's ceiling for the embedded server after those pages. */
export const STORE_MEMORY_LIMIT_MB = 250

export interface StoreRun {
  readonly label: string
  /** RSS once the server answers and its store is open. */
  readonly readyMb: number
  /** RSS after the seven pages. */
  readonly afterPagesMb: number
  /** Whether a contact form posted afterwards is in the store with its outbox row. */
  readonly stored: boolean
}

export interface StoreMemoryReport {
  readonly runs: StoreRun[]
  /** Why the PostgreSQL run is missing, if it is. */
  readonly postgres?: string
  readonly limitMb: number
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

interface Running {
  readonly base: string
  readonly child: ChildProcess
  readonly log: () => string
}

async function start(entry: string, dataDir: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort()
  let log = ''
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', SMTP_URL: '', CF7_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`)
    if (await fetch(`${base}/robots.txt`).then((response) => response.ok, () => false)) break
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${log}`)
    await sleep(200)
  }
  return { base, child, log: () => log }
}

async function stop(running: Running): Promise<void> {
  if (running.child.exitCode !== null) return
  running.child.kill('SIGTERM')
  await once(running.child, 'exit')
}

/** One start: ready, the seven pages, RSS; then a contact form, checked through `isStored`. */
async function measure(label: string, entry: string, dataDir: string, env: Record<string, string>, storeOpen: () => Promise<boolean>, isStored: (marker: string) => Promise<boolean>): Promise<StoreRun> {
  const running = await start(entry, dataDir, env)
  try {
    const deadline = Date.now() + 90_000
    while (!(await storeOpen())) {
      if (Date.now() > deadline) throw new Error(`The store did not open:\n${running.log()}`)
      await sleep(200)
    }
    const pid = running.child.pid ?? 0
    const readyMb = mb(rssBytes(pid))
    for (const page of storeMemoryPages) {
      const response = await fetch(running.base + page)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    }
    // Let the relay's first pass and any work the pages started settle before reading.
    await sleep(1000)
    const afterPagesMb = mb(rssBytes(pid))
    const marker = `Bench ${label} ${Date.now()}`
    const form = await readForm(`${running.base}/contact-us`, '[name="firstname"]')
    const values = Object.fromEntries(validPosts.contact.map(([name, value]) => [name, name === 'comments' ? marker : value]))
    const answer = await postForm(form, values)
    if (answer.status >= 400) throw new Error(`The contact form answered ${answer.status}`)
    return { label, readyMb, afterPagesMb, stored: await isStored(marker) }
  } finally {
    await stop(running)
  }
}

/**
 * Whether a submission whose comments are `marker` is in the store with its outbox row, asked as
 * the practice asks: `npm run inbox -- --csv` (to the terminal, which marks nothing), through the
 * running server's control socket (embedded) or straight from PostgreSQL.
 */
async function inboxHolds(env: Record<string, string>, marker: string): Promise<boolean> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(root, 'scripts/inbox.ts'), '--csv'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let csv = ''
  child.stdout?.on('data', (chunk: Buffer) => (csv += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) return false
  // The row's last four cells: channel, status, attempts, last error. Stored only: store,delivered.
  return csv.split('\r\n').some((line) => line.includes(marker) && /,store,delivered,0,$|,(cf7|smtp),(pending|delivered|failed),\d+,/.test(line))
}

const exists = (file: string) => stat(file).then(() => true, () => false)

export async function measureStoreMemory(distDir: string): Promise<StoreMemoryReport> {
  const entry = path.join(distDir, 'main.mjs')
  const runs: StoreRun[] = []
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-memory-'))
  try {
    // The embedded store is open once its control socket listens.
    const embeddedOpen = () => exists(path.join(dataDir, 'control.sock'))
    const embeddedHolds = (marker: string) => inboxHolds({ DATA_DIR: dataDir }, marker)
    runs.push(await measure('embedded, first start', entry, dataDir, {}, embeddedOpen, embeddedHolds))
    runs.push(await measure('embedded, restart', entry, dataDir, {}, embeddedOpen, embeddedHolds))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (!postgresAvailable()) return { runs, postgres: 'PostgreSQL is not installed', limitMb: STORE_MEMORY_LIMIT_MB }
  const postgres = await startPostgres()
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'store-memory-pg-'))
  try {
    const env = { DATABASE_URL: postgres.url }
    // No socket with PostgreSQL: give the relay's opening (migrations) two seconds.
    let opened = false
    const pgOpen = async () => (opened ? true : ((opened = true), await sleep(2000), true))
    runs.push(await measure('PostgreSQL (DATABASE_URL)', entry, pgDataDir, env, pgOpen, (marker) => inboxHolds({ ...env, DATA_DIR: pgDataDir }, marker)))
  } finally {
    await postgres.stop()
    rmSync(pgDataDir, { recursive: true, force: true })
  }
  return { runs, limitMb: STORE_MEMORY_LIMIT_MB }
}

export function storeMemoryTable(report: StoreMemoryReport): string {
  const lines = [`Server RSS after ${storeMemoryPages.join(' ')} (limit for the embedded store: ${report.limitMb} MB)`]
  for (const run of report.runs) {
    const verdict = run.label.startsWith('embedded') ? (run.afterPagesMb <= report.limitMb ? 'PASS' : 'FAIL') : ''
    lines.push(`  ${run.label.padEnd(28)} ready ${run.readyMb.toFixed(1).padStart(6)} MB   after pages ${run.afterPagesMb.toFixed(1).padStart(6)} MB   form stored with outbox row: ${run.stored ? 'yes' : 'NO'}  ${verdict}`)
  }
  if (report.postgres) lines.push(`  PostgreSQL not measured: ${report.postgres}`)
  return lines.join('\n')
}

/** Every embedded run under the limit, and every form stored. */
export const storeMemoryPassed = (report: StoreMemoryReport): boolean =>
  report.runs.every((run) => run.stored && (!run.label.startsWith('embedded') || run.afterPagesMb <= report.limitMb))
