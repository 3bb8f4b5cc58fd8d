import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A production server of the current build (dist/, or ASTRO_OUT_DIR) on a free port, with its own
 * DATA_DIR in a temp dir, so browser tests never write submissions into the repository's data/.
 */
export interface Site {
  readonly base: string
  /** The server's own Node process (under `npm start`, not npm's), e.g. to read its resident memory. */
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

export interface SiteOptions {
  /**
   * Starts the server with `npm start`, as the README's quick start and a host start it: with the
   * Node flags and `MALLOC_ARENA_MAX` of package.json's start script, which bound its resident
   * memory. Without it the server is `node main.mjs`, quicker to start. For memory tests.
   */
  readonly npmStart?: boolean
}

const outDir = () => process.env.ASTRO_OUT_DIR ?? 'dist'

/** The process under `ancestor` (npm, then its shell) that runs the build's main.mjs: an argument of its own, not inside the shell's `-c` line. */
async function serverProcess(ancestor: number): Promise<number> {
  const entry = `${outDir()}/main.mjs`
  const { readdir, readFile } = await import('node:fs/promises')
  const read = (file: string) => readFile(file, 'utf8').catch(() => '')
  const queue = [ancestor]
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    if ((await read(`/proc/${pid}/cmdline`)).split('\0').includes(entry)) return pid
    for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) queue.push(...(await read(`/proc/${pid}/task/${task}/children`)).split(' ').filter(Boolean).map(Number))
  }
  throw new Error(`no process running ${entry} under ${ancestor}`)
}

export async function startSite(env: Record<string, string> = {}, options: SiteOptions = {}): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forms-e2e-'))
  const port = await freePort()
  let log = ''
  const settings: SpawnOptions = { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ASTRO_OUT_DIR: outDir(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] }
  const child: ChildProcess = options.npmStart
    ? spawn('npm', ['start', '--silent'], settings)
    : spawn(process.execPath, [path.join(root, outDir(), 'main.mjs')], settings)
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
  const pid = options.npmStart ? await serverProcess(child.pid ?? 0) : (child.pid ?? 0)
  return {
    base,
    pid,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        // The server itself, npm then exits with it (never pid 0: that is this process's group).
        if (pid > 0) process.kill(pid, 'SIGTERM')
        await once(child, 'exit')
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Resolves once the embedded store has opened (its control socket is listening): until then the
 * server's memory is still growing with PGlite's database, which a memory test must not count.
 */
export async function storeOpened(site: Site, timeoutMs = 60_000): Promise<void> {
  const { stat } = await import('node:fs/promises')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await stat(path.join(site.dataDir, 'control.sock')).then(() => true, () => false)) return
    if (Date.now() > deadline) throw new Error(`The store did not open in time:\n${site.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
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
