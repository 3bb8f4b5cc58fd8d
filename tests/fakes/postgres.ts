import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A throwaway PostgreSQL server (Debian's binaries) on a free loopback port, in a temp dir. */
export interface TempPostgres {
  readonly url: string
  stop(): Promise<void>
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const version = readdirSync(root).sort().at(-1)
  const dir = version && path.join(root, version, 'bin')
  return dir && existsSync(path.join(dir, 'initdb')) ? dir : undefined
}

export const postgresAvailable = (): boolean => binDir() !== undefined

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** PostgreSQL refuses to run as root: there, its programs run as `nobody`, which owns the temp dir. */
const NOBODY = 65534
const asServerUser = (program: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', program, ...args]] : [program, args]

export async function startPostgres(fixedPort?: number): Promise<TempPostgres> {
  const bin = binDir()
  if (!bin) throw new Error('PostgreSQL binaries are not installed')
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-pg-'))
  if (process.getuid?.() === 0) await chown(dir, NOBODY, NOBODY)
  const data = path.join(dir, 'data')
  const init = spawnSync(...asServerUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']), { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const port = fixedPort ?? (await freePort())
  const server: ChildProcess = spawn(...asServerUser(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']), { stdio: 'ignore' })
  const deadline = Date.now() + 30_000
  while (spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status !== 0) {
    if (Date.now() > deadline) throw new Error('PostgreSQL did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // Smart shutdown: waits for the test's connections to close rather than cutting them; then
      // fast (cuts them), then kill, so a client left connected never holds the run.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        const after = (ms: number, signal: NodeJS.Signals) => setTimeout(() => server.kill(signal), ms).unref()
        server.kill('SIGTERM')
        const timers = [after(10_000, 'SIGINT'), after(20_000, 'SIGKILL')]
        await exited
        for (const timer of timers) clearTimeout(timer)
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
