import { embeddedFacts } from '../../tests/embedded-facts'
import { fakeContext, fakeNext, page, run } from './fake-context.test-support'
import { renderErrors } from './render-errors'

afterEach(() => vi.restoreAllMocks())

test('a page that throws: status 500 with the phone number, and a log line with the error’s class only', async () => {
  const lines: string[] = []
  for (const method of ['error', 'warn', 'info', 'log'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
  const { context } = fakeContext('/search?search=jane+doe+abscess+07700900999')
  const next = fakeNext(() => {
    throw new TypeError('Cannot read properties of undefined (reading "title") at /search?search=jane+doe')
  })
  const response = await run(renderErrors, context, next)
  expect(response.status).toBe(500)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const html = await response.text()
  expect(html).toContain(embeddedFacts().phone.display)
  expect(html).not.toContain('jane')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain('TypeError')
  for (const secret of ['/search', 'jane', '07700900999', 'Cannot read']) expect(lines[0]).not.toContain(secret)
})

test('a page that renders is passed on as it is', async () => {
  const { context } = fakeContext('/veneers')
  const response = await run(renderErrors, context, fakeNext(() => page('fine')))
  expect(await response.text()).toBe('fine')
})
