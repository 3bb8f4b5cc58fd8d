import { forgetLastGood, lastGoodBytes, withLastGood } from './last-good'

describe('withLastGood', () => {
  beforeEach(forgetLastGood)
  const quiet = { log: vi.fn() }
  const down = () => Promise.reject(new Error('down'))

  it('returns fresh values and remembers them', async () => {
    expect(await withLastGood('k', async () => 'v1', 'x', quiet)).toEqual({ ok: true, value: 'v1', stale: false })
  })

  it('serves the last good value when the source fails, logging the page-specific message', async () => {
    const log = vi.fn()
    await withLastGood('page:invisalign', async () => 'body', 'Invisalign page fetch failed', { log })
    const result = await withLastGood('page:invisalign', () => Promise.reject(new Error('timeout')), 'Invisalign page fetch failed', { log })
    expect(result).toEqual({ ok: true, value: 'body', stale: true })
    expect(log).toHaveBeenCalledWith('Invisalign page fetch failed', expect.any(Error))
  })

  it('reports unavailable when nothing was ever loaded', async () => {
    expect(await withLastGood('never', down, 'x', quiet)).toEqual({ ok: false })
  })

  it('keeps no miss: an invented slug is not remembered, and a page that went missing is forgotten', async () => {
    const keep = (value: string | null) => value !== null
    await withLastGood('page:made-up', async () => null, 'x', { ...quiet, keep })
    expect(lastGoodBytes()).toBe(0)
    expect(await withLastGood('page:made-up', down, 'x', { ...quiet, keep })).toEqual({ ok: false })
    await withLastGood('page:fees', async () => 'fees', 'x', { ...quiet, keep })
    await withLastGood('page:fees', async () => null, 'x', { ...quiet, keep })
    expect(await withLastGood('page:fees', down, 'x', { ...quiet, keep })).toEqual({ ok: false })
  })

  it('holds at most its byte bound, dropping the least recently used first', async () => {
    const page = 'x'.repeat(1000) // about 2 KB as the bound counts it
    for (let index = 0; index < 5000; index += 1) await withLastGood(`page:${index}`, async () => page, 'x', { ...quiet, maxBytes: 20_000 })
    expect(lastGoodBytes()).toBeLessThanOrEqual(20_000)
    expect(await withLastGood('page:4999', down, 'x', { ...quiet, maxBytes: 20_000 })).toMatchObject({ ok: true, stale: true })
    expect(await withLastGood('page:0', down, 'x', { ...quiet, maxBytes: 20_000 })).toEqual({ ok: false })
  })
})
