import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { freePort } from './site-server'

/** A throwaway redis-server (Debian's) on loopback, without persistence, that can be stopped and started again on its port. */
export interface TempRedis {
  readonly port: number
  readonly url: string
  start(): Promise<void>
  stop(): Promise<void>
}

const BINARY = '/usr/bin/redis-server'
export const redisAvailable = (): boolean => existsSync(BINARY)

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)))
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.once('error', () => resolve(false))
  })
}

export async function startRedis(port?: number): Promise<TempRedis> {
  const chosen = port ?? (await freePort())
  let child: ChildProcess | undefined
  const redis: TempRedis = {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    async start() {
      child = spawn(BINARY, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: 'ignore' })
      const deadline = Date.now() + 15_000
      while (!(await answersPing(chosen))) {
        if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
        if (Date.now() > deadline) throw new Error('redis-server did not start')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
  await redis.start()
  return redis
}
