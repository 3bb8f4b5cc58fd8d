import { availableParallelism } from 'node:os'
import PQueue from 'p-queue'

/**
 * Where the image endpoint's transforms wait their turn (issue 27, point 2). An AVIF encode is
 * about a CPU-second; before this, 60 requests at once for one new size ran 60 of them.
 * - An identical job already in flight is shared, not made again: one promise per key.
 * - At most `concurrency` jobs run at once (one per core: sharp uses the others' threads anyway);
 *   up to `maxWaiting` more wait in order; past that, `make` answers undefined and the endpoint
 *   answers 503 with Retry-After instead of queueing work it would finish too late.
 */
export interface Workshop<T> {
  /** The job's result (shared with any identical job in flight), or undefined when the queue is full. */
  make(key: string, job: () => Promise<T>): Promise<T> | undefined
  /** Jobs running, and waiting. */
  readonly load: () => { readonly running: number; readonly waiting: number }
}

export interface WorkshopOptions {
  readonly concurrency?: number
  readonly maxWaiting?: number
}

export const DEFAULT_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()))
/** About 16 s of waiting for AVIF encodes at two at a time: longer, and the browser has given up. */
export const DEFAULT_MAX_WAITING = 32

export function createWorkshop<T>({ concurrency = DEFAULT_CONCURRENCY, maxWaiting = DEFAULT_MAX_WAITING }: WorkshopOptions = {}): Workshop<T> {
  const queue = new PQueue({ concurrency })
  const inFlight = new Map<string, Promise<T>>()
  return {
    make(key, job) {
      const shared = inFlight.get(key)
      if (shared) return shared
      if (queue.size >= maxWaiting) return undefined
      const made = queue.add(job).finally(() => inFlight.delete(key))
      inFlight.set(key, made)
      return made
    },
    load: () => ({ running: queue.pending, waiting: queue.size }),
  }
}
