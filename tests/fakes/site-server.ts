import { spawn, type ChildProcess } from 'node:child_process'
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
  /** The server process, e.g. to read its resident memory. */
  readonly pid: number
  /** Node's inspector, when started with `inspect`. */
  readonly inspectPort?: number
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
  /** Opens Node's inspector on a loopback port, for `retainedBytes`. */
  readonly inspect?: boolean
}

export async function startSite(env: Record<string, string> = {}, options: SiteOptions = {}): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forms-e2e-'))
  const port = await freePort()
  const inspectPort = options.inspect ? await freePort() : undefined
  let log = ''
  const inspectFlag = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []
  const child: ChildProcess = spawn(process.execPath, [...inspectFlag, path.join(root, process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')], {
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
    inspectPort,
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

/**
 * What the server process holds after a full garbage collection: its JavaScript heap in use plus
 * the memory outside it (Buffers, the embedded database's WebAssembly memory), through Node's
 * inspector (`startSite(env, { inspect: true })`). Unlike the resident size, garbage not yet
 * collected does not count, so a bounded cache shows as bounded however the collector is timed.
 */
export async function retainedBytes(site: Site): Promise<number> {
  if (!site.inspectPort) throw new Error('retainedBytes needs a site started with { inspect: true }')
  const [target] = (await (await fetch(`http://127.0.0.1:${site.inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>
  if (!target) throw new Error('the inspector lists no target')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve, reject) => {
      const mine = ++id
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } }
        if (message.id !== mine) return
        socket.removeEventListener('message', onMessage)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message as { result?: { result?: { value?: unknown } } })
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  try {
    // Twice: a first pass can leave objects whose finalisers free more.
    await call('HeapProfiler.collectGarbage')
    await call('HeapProfiler.collectGarbage')
    const answer = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
    const usage = JSON.parse(String(answer.result?.result?.value)) as { heapUsed: number; external: number }
    return usage.heapUsed + usage.external
  } finally {
    socket.close()
  }
}
