import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { lockPath, releaseLock, takeLock } from '@/forms/store/lock'
import { disposeTemplate, tempStore } from '../fakes/store'

/**
 * Security review: one process opens the embedded database. The lock is taken with an exclusive
 * create, so processes starting together, or replacing a stale lock together, cannot both open it.
 */
const root = process.cwd()
/** Above any pid_max: no such process, as after a crash. */
const STALE_PID = '2147483646'
const ROUNDS = 150

afterAll(disposeTemplate)

function child(mode: 'open' | 'race', dataDir: string): ChildProcessWithoutNullStreams {
  return spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(root, 'tests/integration/forms-store-lock-child.ts'), mode], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  })
}

/** A racer: each attempt() asks it to take the lock and resolves with its answer. */
async function racer(dataDir: string) {
  const process = child('race', dataDir)
  const waiting: Array<(line: string) => void> = []
  createInterface({ input: process.stdout }).on('line', (line) => waiting.shift()?.(line))
  const next = () => new Promise<string>((resolve) => waiting.push(resolve))
  expect(await next()).toBe('ready')
  return {
    attempt: () => {
      const answer = next()
      process.stdin.write('go\n')
      return answer
    },
    stop: () => process.kill(),
  }
}

test('a second process is refused while the embedded database is open here', async () => {
  const temp = await tempStore()
  try {
    const second = child('open', temp.dir)
    let stdout = ''
    let stderr = ''
    second.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => second.on('close', resolve))
    expect(stderr).toContain(`The embedded database in ${temp.dir} is in use by process ${process.pid}`)
    expect(code).toBe(1)
    expect(stdout).not.toContain('opened')
  } finally {
    await temp.dispose()
  }
}, 60_000)

test('processes racing to replace a stale lock: exactly one wins, every time', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-lock-race-'))
  const racers = await Promise.all([dir, dir, dir].map(racer))
  try {
    const winners: number[] = []
    const refusals = new Set<string>()
    for (let round = 0; round < ROUNDS; round += 1) {
      // The last winner "crashed": its lock names a process that no longer exists.
      writeFileSync(lockPath(dir), STALE_PID)
      const answers = await Promise.all(racers.map(({ attempt }) => attempt()))
      winners.push(answers.filter((answer) => answer === 'won').length)
      for (const answer of answers) if (answer !== 'won') refusals.add(answer.replace(/process \d+/, 'process N'))
    }
    expect(winners.filter((count) => count !== 1)).toEqual([])
    // The losers are told who holds it, as at any start.
    expect([...refusals]).toEqual([`lost The embedded database in ${dir} is in use by process N. Stop it first, or set DATABASE_URL to share a PostgreSQL database.`])
    expect(readdirSync(dir)).toEqual(['db.lock'])
  } finally {
    for (const { stop } of racers) stop()
    await rm(dir, { recursive: true, force: true })
  }
}, 60_000)

test('a replacement cut short by a crash holds nothing for ever: that start refuses and clears it, the next opens', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-lock-'))
  try {
    writeFileSync(lockPath(dir), STALE_PID)
    writeFileSync(`${lockPath(dir)}.replacing`, STALE_PID)
    expect(() => takeLock(dir)).toThrow(`left locked by process ${STALE_PID}, which stopped while replacing a stale lock. Cleared: try again.`)
    takeLock(dir)
    expect(readdirSync(dir)).toEqual(['db.lock'])
    releaseLock(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('the lock is owner-only, names this process, and goes when released', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-lock-'))
  try {
    writeFileSync(lockPath(dir), STALE_PID)
    takeLock(dir)
    expect(statSync(lockPath(dir)).mode & 0o777).toBe(0o600)
    releaseLock(dir)
    expect(readdirSync(dir)).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
