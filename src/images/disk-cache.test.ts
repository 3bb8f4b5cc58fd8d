import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDiskCache } from './disk-cache'

let dir: string
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'disk-cache-'))))
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('the image cache on disk', () => {
  it("takes up what an earlier process kept, oldest first, and clears a crash's half-written files", async () => {
    for (const [name, age] of [['old.avif', 300], ['newer.avif', 200], ['newest.avif', 100]] as const) {
      await writeFile(path.join(dir, name), Buffer.alloc(10))
      const at = Date.now() / 1000 - age
      await utimes(path.join(dir, name), at, at)
    }
    await writeFile(path.join(dir, 'x.avif.123.part'), Buffer.alloc(5))
    const cache = createDiskCache(dir, 25)
    expect(await cache.bytes()).toBe(20)
    expect((await readdir(dir)).sort()).toEqual(['newer.avif', 'newest.avif'])
    await cache.write('made.avif', Buffer.alloc(10))
    expect((await readdir(dir)).sort()).toEqual(['made.avif', 'newest.avif'])
  })

  it('serves but does not keep a variant larger than the whole cap', async () => {
    const cache = createDiskCache(dir, 8)
    await cache.write('big.avif', Buffer.alloc(9))
    expect(await cache.read('big.avif')).toBeNull()
    expect(await cache.bytes()).toBe(0)
  })
})
