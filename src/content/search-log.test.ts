import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Issue 27, point 6: with a CMS that refuses connections, a search fails through the content port
 * as it would in production (the WordPress adapter, the content cache and its log), and none of
 * the words the visitor typed reach the console, stdout or stderr.
 */
const WORDS = ['jane', 'doe', 'abscess', '07700900999']

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.resetModules()
})

test('a failed search is logged by call and class, without the search words', async () => {
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${await closedPort()}/wp-json/`)
  vi.resetModules()
  const written: string[] = []
  const keep = (...parts: unknown[]) => void written.push(parts.map(String).join(' '))
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(keep)
  for (const stream of [process.stdout, process.stderr]) vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true))

  const { listPosts } = await import('./port')
  const result = await listPosts({ page: 1, perPage: 5, search: WORDS.join(' ') })

  vi.restoreAllMocks()
  expect(result).toEqual({ ok: false })
  const log = written.join('\n')
  expect(log).toMatch(/\[content\] Search fetch failed: GET \/wp-json\/wp\/v2\/posts failed: TypeError <- .*ECONNREFUSED/)
  for (const word of WORDS) expect(log.toLowerCase()).not.toContain(word)
  expect(log).not.toMatch(/search=|\?/)
})
