import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { MissCache } from '@/lib/media-proxy'
import { createRateLimiter } from '@/lib/rate-limit'
import { createImageHandler, type ImageHandlerOptions } from './handler'

const CMS = 'http://cms.test/wp-json/'
const url = (href: string, width: number, height: number, format = 'avif') => new URL(`http://site.test/_image?href=${encodeURIComponent(href)}&w=${width}&h=${height}&f=${format}`)
const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#88aacc' } }).webp().toBuffer()

/** A CMS answer streamed in 64 KiB chunks, counting what the endpoint pulled of it. */
function streamed(bytes: Buffer, headers: Record<string, string> = {}) {
  const pulled = { bytes: 0 }
  let offset = 0
  // No read-ahead: a chunk is counted only when the endpoint asks for it.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close()
        const chunk = bytes.subarray(offset, offset + 65_536)
        offset += chunk.length
        pulled.bytes += chunk.length
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  return { response: new Response(body, { headers: { 'content-type': 'image/webp', ...headers } }), pulled }
}

let root: string
let clientDir: string
const transform = vi.fn(async (_source: Buffer, ask: { width: number }) => Buffer.from(`variant ${ask.width}`))

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'image-handler-'))
  clientDir = path.join(root, 'client')
  await mkdir(path.join(clientDir, 'media', 'heroes'), { recursive: true })
  await mkdir(path.join(clientDir, 'media', 'blog'), { recursive: true })
  await writeFile(path.join(clientDir, 'media', 'heroes', 'wide.webp'), await image(1600, 600))
  await writeFile(path.join(clientDir, 'media', 'blog', 'post.webp'), await image(1200, 800))
  transform.mockClear()
})
afterEach(() => rm(root, { recursive: true, force: true }))

const VISITOR = '203.0.113.7'
/** A handler with a miss memory of its own, each visitor's asks made as `VISITOR`'s unless named. */
const handler = (options: Partial<ImageHandlerOptions> = {}) => {
  const handle = createImageHandler({ clientDir, cacheDir: path.join(root, 'image-cache'), cmsUrl: CMS, transform, misses: new MissCache(), ...options })
  return (asked: URL, visitor = VISITOR) => handle(asked, visitor)
}
/** A fetch that streams a fresh copy of `bytes` each call (the size probe, then the download), keeping each. */
function serving(bytes: Buffer, headers: Record<string, string> = {}) {
  const served: ReturnType<typeof streamed>[] = []
  const fetch = vi.fn(async () => {
    served.push(streamed(bytes, headers))
    return served.at(-1)!.response
  })
  return { fetch, served }
}

describe('the image endpoint', () => {
  it('makes 60 identical asks in flight once, answers them all, and keeps the file', async () => {
    const handle = handler()
    // From 60 visitors: a new picture on a busy page.
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => handle(url('/media/heroes/wide.webp', 390, 146), `192.0.2.${n}`)))
    expect(transform).toHaveBeenCalledTimes(1)
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200))
    expect(await answers[59]?.text()).toBe('variant 390')
    expect(answers[0]?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(answers[0]?.headers.get('content-type')).toBe('image/avif')
    expect(await readdir(path.join(root, 'image-cache'))).toHaveLength(1)
    // Kept: a later ask, even from a new process, is the file.
    const again = await handler()(url('/media/heroes/wide.webp', 390, 146))
    expect(await again.text()).toBe('variant 390')
    expect(transform).toHaveBeenCalledTimes(1)
  })

  it('answers 503 with Retry-After past the queue, and makes the ones it queued', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow = vi.fn(async (_source: Buffer, ask: { width: number }) => (await held, Buffer.from(`variant ${ask.width}`)))
    const handle = handler({ transform: slow, concurrency: 1, maxWaiting: 1 })
    const first = handle(url('/media/heroes/wide.webp', 390, 146))
    const second = handle(url('/media/heroes/wide.webp', 640, 240))
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1))
    const third = await handle(url('/media/heroes/wide.webp', 768, 288))
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    release()
    expect([(await first).status, (await second).status]).toEqual([200, 200])
    expect(slow).toHaveBeenCalledTimes(2)
  })

  it("makes exactly the height the source's proportions give, and refuses one a pixel off or at another shape", async () => {
    const handle = handler()
    expect((await handle(url('/media/heroes/wide.webp', 390, 146))).status).toBe(200)
    for (const height of [145, 147, 260]) {
      const answer = await handle(url('/media/heroes/wide.webp', 390, height))
      expect(answer.status, `390x${height}`).toBe(400)
      expect(await answer.text()).toContain('not a height this site uses')
    }
    expect((await handle(url('/media/blog/post.webp', 390, 260))).status).toBe(200)
    expect(transform).toHaveBeenCalledTimes(2)
  })

  it('refuses a height that does not fit a CMS image from its header alone, and remembers its size', async () => {
    const source = Buffer.concat([await image(1600, 600), Buffer.alloc(5 * 1024 * 1024)])
    const served: ReturnType<typeof streamed>[] = []
    const fetch = vi.fn(async () => {
      served.push(streamed(source))
      return served.at(-1)!.response
    })
    const handle = handler({ fetch })
    expect((await handle(url('/wp-content/uploads/2026/01/wide.webp', 390, 200))).status).toBe(400)
    expect(fetch).toHaveBeenCalledTimes(1)
    // One chunk: the header is in it, and the rest is never asked for.
    expect(served[0]!.pulled.bytes).toBeLessThanOrEqual(65_536)
    expect((await handle(url('/wp-content/uploads/2026/01/wide.webp', 640, 300))).status).toBe(400)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(transform).not.toHaveBeenCalled()
  })

  it("makes a CMS upload in its own proportions only: no 3:2 of a wide one", async () => {
    const { fetch } = serving(await image(1600, 900))
    const handle = handler({ fetch })
    const at32 = await handle(url('/wp-content/uploads/2026/01/wide.webp', 390, 260))
    expect(at32.status).toBe(400)
    expect((await handle(url('/wp-content/uploads/2026/01/wide.webp', 390, 219))).status).toBe(200)
    expect(transform).toHaveBeenCalledTimes(1)
  })

  it('asks WordPress once a minute for an upload it does not have', async () => {
    let now = 0
    const fetch = vi.fn(async () => new Response('Not found', { status: 404 }))
    const handle = handler({ fetch, misses: new MissCache(60_000, 100, () => now) })
    expect((await handle(url('/wp-content/uploads/2026/01/gone.webp', 390, 260))).status).toBe(404)
    expect((await handle(url('/wp-content/uploads/2026/01/gone.webp', 640, 427))).status).toBe(404)
    expect((await handle(url('/wp-content/uploads/2026/01/gone.webp', 390, 260, 'webp'))).status).toBe(404)
    expect(fetch).toHaveBeenCalledTimes(1)
    now = 60_001
    expect((await handle(url('/wp-content/uploads/2026/01/gone.webp', 390, 260))).status).toBe(404)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("sends a visitor past their budget of new variants to the original, and leaves others' and kept ones alone", async () => {
    const handle = handler({ newVariants: createRateLimiter(2) })
    expect((await handle(url('/media/heroes/wide.webp', 390, 146))).status).toBe(200)
    expect((await handle(url('/media/heroes/wide.webp', 640, 240))).status).toBe(200)
    const third = await handle(url('/media/heroes/wide.webp', 768, 288))
    expect(third.status).toBe(307)
    expect(third.headers.get('location')).toBe('/media/heroes/wide.webp')
    expect(third.headers.get('cache-control')).toBe('no-store')
    expect(transform).toHaveBeenCalledTimes(2)
    // A variant already kept costs nothing, and another visitor has a budget of their own.
    expect((await handle(url('/media/heroes/wide.webp', 390, 146))).status).toBe(200)
    expect((await handle(url('/media/heroes/wide.webp', 768, 288), '198.51.100.9')).status).toBe(200)
    expect(transform).toHaveBeenCalledTimes(3)
  })

  it('keeps the cache under its cap, deleting the least recently used variant first', async () => {
    // Each variant is 'variant NNN' (11 bytes): room for two.
    const handle = handler({ cacheMaxBytes: 25 })
    const cacheDir = path.join(root, 'image-cache')
    await handle(url('/media/heroes/wide.webp', 390, 146))
    await handle(url('/media/heroes/wide.webp', 640, 240))
    await handle(url('/media/heroes/wide.webp', 390, 146))
    await handle(url('/media/heroes/wide.webp', 768, 288))
    expect(await readdir(cacheDir)).toHaveLength(2)
    // 390 was used after 640, so 640 went: asking for it makes it again, 390 does not.
    transform.mockClear()
    await handle(url('/media/heroes/wide.webp', 390, 146))
    expect(transform).not.toHaveBeenCalled()
    await handle(url('/media/heroes/wide.webp', 640, 240))
    expect(transform).toHaveBeenCalledTimes(1)
  })

  it('refuses a CMS source past the size cap, reading no more than the cap', async () => {
    const { fetch, served } = serving(Buffer.concat([await image(1200, 800), Buffer.alloc(3 * 1024 * 1024)]))
    const answer = await handler({ fetch, maxBytes: 1024 * 1024 })(url('/wp-content/uploads/post.webp', 390, 260))
    expect(answer.status).toBe(502)
    // The size from the header, then the download, cut at the cap.
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(served[1]!.pulled.bytes).toBeLessThanOrEqual(1024 * 1024 + 65_536)
    expect(transform).not.toHaveBeenCalled()
  })

  it('refuses a CMS source whose declared length is past the cap without reading it', async () => {
    const { fetch, served } = serving(await image(1200, 800), { 'content-length': String(30 * 1024 * 1024) })
    const answer = await handler({ fetch })(url('/wp-content/uploads/post.webp', 390, 260))
    expect(answer.status).toBe(502)
    expect(served[1]!.pulled.bytes).toBe(0)
  })

  it('gives up on a CMS that does not answer in time', async () => {
    const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))))
    const answer = await handler({ fetch, timeoutMs: 50 })(url('/wp-content/uploads/post.webp', 390, 260))
    expect(answer.status).toBe(502)
  })
})
