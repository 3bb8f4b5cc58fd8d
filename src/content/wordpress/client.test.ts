import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ContentUnavailableError } from '../types'
import { createWpClient } from './client'
import { createDraftReader } from './drafts'

/** Issue 27, points 6 and 7: a WordPress that redirects is not followed; a failure never quotes the query. */
describe('the WordPress client', () => {
  let cms: http.Server
  let elsewhere: http.Server
  const reachedElsewhere: string[] = []
  let base = ''

  beforeAll(async () => {
    elsewhere = http.createServer((request, response) => {
      reachedElsewhere.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]')
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`
    cms = http.createServer((request, response) => response.writeHead(301, { location: `${target}${request.url ?? '/'}` }).end())
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(cms.address() as AddressInfo).port}/wp-json/`
  })
  afterAll(async () => {
    for (const server of [cms, elsewhere]) {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  test('a 301 is a failure named by its status; the redirect target is never asked', async () => {
    const get = createWpClient(base)
    const error = await get('wp/v2/posts?search=jane+doe').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentUnavailableError)
    expect((error as Error).message).toBe('GET /wp-json/wp/v2/posts answered 301 (a redirect, not followed)')
    expect(reachedElsewhere).toEqual([])
  })

  test('the draft reader does not follow a 301 either: the Application Password stays with the CMS', async () => {
    const readDraft = createDraftReader({ baseUrl: base, siteOrigin: 'https://x.example', user: 'editor', password: 'abcd efgh' })
    await expect(readDraft('page', 12)).rejects.toThrow('GET /wp-json/wp/v2/pages/12 answered 301')
    expect(reachedElsewhere).toEqual([])
  })

  test('a refused connection is named by class and code, without the query', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await createWpClient(`http://127.0.0.1:${port}/wp-json/`)('wp/v2/posts?search=jane+doe+abscess').catch((caught: unknown) => caught)
    expect((error as Error).message).toMatch(/^GET \/wp-json\/wp\/v2\/posts failed: TypeError <- .*ECONNREFUSED/)
    expect((error as Error).message).not.toMatch(/jane|search|\?/)
  })
})
