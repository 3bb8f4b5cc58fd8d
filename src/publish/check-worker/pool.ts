import { Worker } from 'node:worker_threads'
import PQueue from 'p-queue'
import type { ContentCheckMessage } from '@/publish/run-content-check'
import type { CheckOutcome } from '@/practice/check/run-check'

/**
 * The site's check of a save runs with a budget (issue 44): in a worker thread with its own small
 * heap (`resourceLimits`), one check at a time, for at most `timeoutMs`. A check past its time, or
 * whose worker runs out of memory or exits, is "too large to check" (the route answers 422) and the
 * worker is ended and started afresh for the next; the server's own thread and heap are never
 * at stake, so the pages go on being served meanwhile. One check runs and `waiting` more may wait:
 * past that a check is refused at once ('busy', 503), so a WordPress never waits longer than
 * (waiting + 1) × timeoutMs, inside its own 5 s. The worker is started with the pool and its time
 * counts from when it says it is ready, as its start is the server's cost, not the body's (a worker
 * that cannot start is 'unavailable', 503). An idle worker is ended after `idleMs`.
 */
export interface CheckBudget {
  readonly timeoutMs: number
  /** The worker's old-generation heap, in MB (its young generation is a sixteenth of it). */
  readonly heapMb: number
  readonly waiting: number
  readonly idleMs: number
}

export const CHECK_BUDGET: CheckBudget = { timeoutMs: 2000, heapMb: 96, waiting: 1, idleMs: 60_000 }

/** How long a worker may take to load its code (tsx compiles it first in tests, on a busy machine). */
const STARTUP_MS = 20_000

/** The worker's script: the bundled practice-check-worker.mjs in production, ./worker.ts through tsx elsewhere. */
export interface WorkerSource {
  readonly url: URL
  readonly execArgv?: readonly string[]
}

/** The TypeScript worker beside this module, run through tsx (tests, `astro dev`): never in the bundled server. */
export const sourceWorker = (): WorkerSource => ({ url: new URL('./worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] })

const TOO_LARGE: CheckOutcome = { kind: 'too large to check' }
const UNAVAILABLE: CheckOutcome = { kind: 'unavailable' }

interface Started {
  readonly worker: Worker
  /** True once the worker has loaded its code and said so (./worker.ts), false if it failed first. */
  readonly ready: Promise<boolean>
}

export interface CheckPool {
  /** A practice check's body text, or a page's or post's check with its model (issue 45): one budget for both. */
  check(message: string | ContentCheckMessage): Promise<CheckOutcome>
  /** Ends the worker (tests; a server going down). */
  close(): Promise<void>
}

export function createCheckPool(source: WorkerSource, budget: CheckBudget = CHECK_BUDGET, log: (message: string) => void = console.warn): CheckPool {
  const queue = new PQueue({ concurrency: 1 })
  let running: Started | undefined
  let idle: NodeJS.Timeout | undefined

  function spawn(): Started {
    const worker = new Worker(source.url, {
      execArgv: source.execArgv ? [...source.execArgv] : undefined,
      resourceLimits: { maxOldGenerationSizeMb: budget.heapMb, maxYoungGenerationSizeMb: Math.max(4, Math.ceil(budget.heapMb / 16)) },
    })
    const ready = new Promise<boolean>((resolve) => {
      const settle = (loaded: boolean) => {
        clearTimeout(timer)
        resolve(loaded)
      }
      const timer = setTimeout(() => settle(false), STARTUP_MS)
      worker.once('message', () => settle(true))
      worker.once('exit', () => settle(false))
    })
    const started = { worker, ready }
    // Its end is said to the check that was waiting on it (below); here only that there is none any more.
    worker.on('error', () => undefined)
    worker.on('exit', () => {
      if (running === started) running = undefined
    })
    return started
  }

  const end = (ending: Worker) => {
    if (running?.worker === ending) running = undefined
    void ending.terminate()
  }

  async function ask(message: string | ContentCheckMessage): Promise<CheckOutcome> {
    clearTimeout(idle)
    const started = (running ??= spawn())
    if (!(await started.ready)) {
      log('Practice check: the worker could not start')
      end(started.worker)
      return UNAVAILABLE
    }
    const current = started.worker
    return new Promise<CheckOutcome>((resolve) => {
      const finish = (outcome: CheckOutcome, broken: string | undefined) => {
        clearTimeout(timer)
        current.off('message', answered).off('error', failed).off('exit', exited)
        if (broken !== undefined) {
          log(`Practice check: too large to check (${broken})`)
          end(current)
        } else {
          idle = setTimeout(() => end(current), budget.idleMs).unref()
        }
        resolve(outcome)
      }
      const answered = (outcome: CheckOutcome) => finish(outcome, undefined)
      const failed = (error: Error) => finish(TOO_LARGE, `the worker failed: ${'code' in error ? String(error.code) : error.name}`)
      const exited = (code: number) => finish(TOO_LARGE, `the worker exited (${code})`)
      const timer = setTimeout(() => finish(TOO_LARGE, `past ${budget.timeoutMs} ms`), budget.timeoutMs)
      current.on('message', answered).on('error', failed).on('exit', exited)
      current.postMessage(message)
    })
  }

  const pool: CheckPool = {
    async check(message) {
      if (queue.pending > 0 && queue.size >= budget.waiting) return { kind: 'busy' }
      return (await queue.add(() => ask(message))) ?? TOO_LARGE
    },
    async close() {
      clearTimeout(idle)
      queue.clear()
      const ending = running
      running = undefined
      if (ending) await ending.worker.terminate()
    },
  }
  // Started now, so that the first check does not wait for it.
  running = spawn()
  return pool
}
