import { AsyncLocalStorage } from 'node:async_hooks'

// The Next.js server provides AsyncLocalStorage globally before its per-request store is created.
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage
const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external')
const { answerShowsErrors, markAnswerWithErrors } = await import('./answer-title')

type Store = Parameters<typeof workUnitAsyncStorage.run>[0]
const request = () => ({ type: 'request', phase: 'action' }) as unknown as Store

describe('the "Error: " title of a form answer without JavaScript', () => {
  it('holds for the request whose action marked it, and only that one', () => {
    const marked = request()
    const other = request()
    workUnitAsyncStorage.run(marked, () => markAnswerWithErrors())
    expect(workUnitAsyncStorage.run(marked, () => answerShowsErrors())).toBe(true)
    expect(workUnitAsyncStorage.run(other, () => answerShowsErrors())).toBe(false)
  })

  it('never holds outside a request: a prerender, a cached scope, or no Next.js at all', () => {
    markAnswerWithErrors()
    expect(answerShowsErrors()).toBe(false)
    const cache = { type: 'cache', phase: 'render' } as unknown as Store
    workUnitAsyncStorage.run(cache, () => markAnswerWithErrors())
    expect(workUnitAsyncStorage.run(cache, () => answerShowsErrors())).toBe(false)
  })
})
