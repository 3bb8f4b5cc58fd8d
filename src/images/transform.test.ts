import sharp from 'sharp'
import { MAX_SOURCE_PIXELS, makeVariant } from './transform'

const source = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#88aacc' } }).webp().toBuffer()

describe('making a variant', () => {
  it.each(['avif', 'webp'] as const)('makes %s at exactly the asked size, cropping to it', async (format) => {
    const made = await sharp(await makeVariant(await source(800, 300), { width: 390, height: 260, format })).metadata()
    expect([made.format, made.width, made.height]).toEqual([format === 'avif' ? 'heif' : 'webp', 390, 260])
  })

  it('never enlarges a smaller source', async () => {
    const made = await sharp(await makeVariant(await source(200, 100), { width: 390, height: 195, format: 'webp' })).metadata()
    expect([made.width, made.height]).toEqual([200, 100])
  })

  it('refuses a source larger than it will decode', async () => {
    const huge = await sharp({ create: { width: 8000, height: Math.ceil(MAX_SOURCE_PIXELS / 8000) + 1, channels: 3, background: '#fff' } }).png({ compressionLevel: 1 }).toBuffer()
    await expect(makeVariant(huge, { width: 390, height: 200, format: 'webp' })).rejects.toThrow(/pixel limit/)
  })
})
