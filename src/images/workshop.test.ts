import { createWorkshop } from './workshop'

/** A job that finishes when told to, counting how many run at once. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open: () => open() }
}

describe('the image workshop', () => {
  it('makes identical jobs in flight once, and shares the result', async () => {
    const workshop = createWorkshop<string>({ concurrency: 2, maxWaiting: 4 })
    const job = vi.fn(async () => 'made')
    const results = await Promise.all(Array.from({ length: 60 }, () => workshop.make('same ask', job)))
    expect(job).toHaveBeenCalledTimes(1)
    expect(results).toEqual(Array(60).fill('made'))
  })

  it('makes the job again once the first has finished (the endpoint keeps the file in between)', async () => {
    const workshop = createWorkshop<number>({ concurrency: 1, maxWaiting: 1 })
    const job = vi.fn(async () => 1)
    await workshop.make('ask', job)
    await workshop.make('ask', job)
    expect(job).toHaveBeenCalledTimes(2)
  })

  it('runs at most `concurrency` jobs at once, queues up to `maxWaiting`, and refuses past that', async () => {
    const workshop = createWorkshop<number>({ concurrency: 2, maxWaiting: 3 })
    const { opened, open } = gate()
    let running = 0
    let most = 0
    const job = (n: number) => async () => {
      running += 1
      most = Math.max(most, running)
      await opened
      running -= 1
      return n
    }
    const made = Array.from({ length: 5 }, (_, n) => workshop.make(`ask ${n}`, job(n)))
    expect(made.every(Boolean)).toBe(true)
    expect(workshop.load()).toEqual({ running: 2, waiting: 3 })
    expect(workshop.make('one too many', job(9))).toBeUndefined()
    // A job identical to one waiting is still shared, full queue or not.
    expect(workshop.make('ask 4', job(4))).toBe(made[4])
    open()
    expect(await Promise.all(made)).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
    expect(workshop.make('room again', job(5))).toBeDefined()
  })
})
