import { contentGeneration, reloadEmbeddedContent } from './generation'

describe('content generation', () => {
  const expiry = Symbol.for('larkspur.cache.tag-expiry')
  const holder = globalThis as { [expiry]?: (tag: string) => number }
  afterEach(() => delete holder[expiry])

  test('moves on content:refresh here, and when the shared cache learns the content tag expired on another instance', () => {
    const start = contentGeneration()
    reloadEmbeddedContent()
    const refreshed = contentGeneration()
    expect(refreshed).not.toBe(start)
    let expired = 0
    holder[expiry] = (tag) => (tag === 'content' ? expired : 0)
    expect(contentGeneration()).toBe(refreshed)
    expired = Date.now()
    expect(contentGeneration()).not.toBe(refreshed)
  })
})
