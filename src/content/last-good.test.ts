import { forgetLastGood, withLastGood } from './last-good'

describe('withLastGood', () => {
  beforeEach(forgetLastGood)

  it('returns fresh values and remembers them', async () => {
    expect(await withLastGood('k', async () => 'v1', 'x', vi.fn())).toEqual({ ok: true, value: 'v1', stale: false })
  })

  it('serves the last good value when the source fails, logging the page-specific message', async () => {
    const log = vi.fn()
    await withLastGood('page:invisalign', async () => 'body', 'Invisalign page fetch failed', log)
    const result = await withLastGood('page:invisalign', () => Promise.reject(new Error('timeout')), 'Invisalign page fetch failed', log)
    expect(result).toEqual({ ok: true, value: 'body', stale: true })
    expect(log).toHaveBeenCalledWith('Invisalign page fetch failed', expect.any(Error))
  })

  it('reports unavailable when nothing was ever loaded', async () => {
    expect(await withLastGood('never', () => Promise.reject(new Error('down')), 'x', vi.fn())).toEqual({ ok: false })
  })

  it('remembers a null answer as a good answer (a page the CMS does not have)', async () => {
    await withLastGood('gone', async () => null, 'x', vi.fn())
    expect(await withLastGood('gone', () => Promise.reject(new Error('down')), 'x', vi.fn())).toEqual({ ok: true, value: null, stale: true })
  })
})
