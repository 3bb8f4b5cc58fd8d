import 'server-only'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { createLogger } from '@/lib/log'
import type { Database } from './port'
// Types only: the module itself is imported below, on demand, so that it keeps a chunk of its own.
import type * as WorkerModule from './sqlite-database'
import type { WorkerAnswer as Answer, WorkerError as PlainError } from './sqlite-database'

const log = createLogger('forms')


/** The worker's error again, with its causes and codes, so the log reads as before (src/lib/log.ts). */
function rebuilt(chain: readonly PlainError[]): Error {
  let error: Error | undefined
  for (const { name, message, code } of [...chain].reverse()) error = Object.assign(new Error(message, { cause: error }), { name, code })
  return error ?? new Error('The embedded database failed')
}

const METHODS = [
  'insertSubmission', 'getSubmission', 'listSubmissions', 'readStoredFile', 'claimDue', 'markDelivered', 'scheduleRetry',
  'markFailed', 'listOutbox', 'requeueFailed', 'expiredSubmissions', 'deleteSubmissions', 'markExported',
  'unreferenced', 'setReference',
] as const satisfies ReadonlyArray<keyof Database>

export interface SqliteThread {
  readonly db: Database
  close(): Promise<void>
}

/**
 * Starts the worker that owns the database's connection (./sqlite-database.ts), and answers the
 * port by messages to it. The worker keeps the process alive only while a call waits for it, so
 * a command-line tool ends when its work does. A worker that dies fails the calls waiting and
 * every later one (the submission's answer asks the visitor to call); the log says so.
 */
export async function startSqliteThread(file: string): Promise<SqliteThread> {
  const { sqliteWorkerUrl, SQLITE_WORKER_ROLE } = (await import('./sqlite-database')) as typeof WorkerModule
  const worker = new Worker(new URL(sqliteWorkerUrl), { workerData: { role: SQLITE_WORKER_ROLE, file } })
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let next = 1
  let gone: Error | undefined
  let closing = false
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }))
  const settle = () => (waiting.size > 0 ? worker.ref() : worker.unref())
  worker.on('message', ({ id, result, error }: Answer) => {
    const call = waiting.get(id)
    waiting.delete(id)
    settle()
    if (error) call?.reject(rebuilt(error))
    else call?.resolve(result)
  })
  const fail = (error: Error) => {
    gone ??= error
    if (!closing) log.error('the embedded database thread stopped; submissions fail until the site restarts', { error })
    for (const call of waiting.values()) call.reject(gone)
    waiting.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(Object.assign(new Error(`the embedded database thread exited (${code})`), { code: `EXIT_${code}` })))
  try {
    await ready
  } catch (error) {
    await worker.terminate()
    throw error
  }
  settle()
  const call = (method: (typeof METHODS)[number], args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (gone) return reject(gone)
      const id = next++
      waiting.set(id, { resolve, reject })
      settle()
      worker.postMessage({ id, method, args })
    })
  const db = Object.fromEntries(METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)])) as unknown as Database
  return {
    db,
    async close() {
      if (gone) return
      closing = true
      const exited = once(worker, 'exit')
      worker.ref()
      worker.postMessage({ id: 0, method: 'close' })
      await exited
    },
  }
}
