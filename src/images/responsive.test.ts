import type { GetImageResult, UnresolvedImageTransform } from 'astro'
import { IMAGE_FORMATS } from './widths'

/** astro:assets' getImage, answering a srcset that names what was asked, and counting the asks. */
const getImage = vi.fn(async (options: UnresolvedImageTransform): Promise<GetImageResult> => {
  const { src, format, widths = [] } = options
  const attribute = widths.map((width) => `/_image?href=${String(src)}&w=${width}&f=${format} ${width}w`).join(', ')
  return { src: String(src), srcSet: { attribute, values: [] } } as unknown as GetImageResult
})
vi.mock('astro:assets', () => ({ getImage }))
const { heroArtSources } = await import('./responsive')

beforeEach(() => {
  getImage.mockClear()
})

describe('heroArtSources', () => {
  it('makes a hero artwork’s sources once per process, and answers the same sources every time after', async () => {
    const first = await heroArtSources('/media/heroes/kept.webp')
    expect(getImage).toHaveBeenCalledTimes(IMAGE_FORMATS.length)
    expect(first.map((source) => source.type)).toEqual(IMAGE_FORMATS.map((format) => `image/${format}`))
    expect(first[0]?.srcSet).toContain('/media/heroes/kept.webp')

    const again = await Promise.all([heroArtSources('/media/heroes/kept.webp'), heroArtSources('/media/heroes/kept.webp')])
    expect(again).toEqual([first, first])
    expect(getImage).toHaveBeenCalledTimes(IMAGE_FORMATS.length)
  })

  it('makes each artwork’s own sources', async () => {
    const [one, other] = await Promise.all([heroArtSources('/media/heroes/one.webp'), heroArtSources('/media/heroes/other.webp')])
    expect(one[0]?.srcSet).toContain('/media/heroes/one.webp')
    expect(other[0]?.srcSet).toContain('/media/heroes/other.webp')
  })

  it('keeps no failure: the next render asks again', async () => {
    getImage.mockRejectedValueOnce(new Error('no such image'))
    await expect(heroArtSources('/media/heroes/late.webp')).rejects.toThrow('no such image')
    const sources = await heroArtSources('/media/heroes/late.webp')
    expect(sources[0]?.srcSet).toContain('/media/heroes/late.webp')
  })
})
