import { contentGeneration, reloadEmbeddedContent } from './generation'

test('content:refresh moves the generation, so the embedded adapter reads content/ again', () => {
  const start = contentGeneration()
  reloadEmbeddedContent()
  expect(contentGeneration()).toBe(start + 1)
})
