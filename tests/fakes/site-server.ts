import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A production server of the current build (dist/, or ASTRO_OUT_DIR) on a free port, with its own
 * DATA_DIR in a temp dir, so browser tests never write submissions into ./data.
 */
export interface Site {
  readonly base: string
  /** The server process, e.g. to read its resident memory. */
  readonly pid: number
  readonly dataDir: string
  readonly output: () => string
  stop(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '..', '..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forms-e2e-'))
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(process.execPath, [path.join(root, process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited early:\n${log}`)
    const ready = await fetch(`${base}/robots.txt`).then((response) => response.ok, () => false)
    if (ready) break
    if (Date.now() > deadline) throw new Error(`The site did not start in time:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    base,
    pid: child.pid ?? 0,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A GET that is tried again, up to three times, when the connection fails; an HTTP answer, even an
 * error, is returned as it is. A server that had just answered its readiness probe once reset the
 * next connection in CI (ECONNRESET), which failed a whole serial suite in its first hook.
 */
export async function fetchRetrying(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url)
    } catch (error) {
      if (attempt >= 3) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/** The resident memory of a process, in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kilobytes) * 1024
}
