import type { GetImageResult, UnresolvedImageTransform } from 'astro'
import { imageAsk, sizeProblem } from './ask'
import { heightAt, IMAGE_FORMATS, IMAGE_WIDTHS } from './widths'

/** astro:assets' getImage, answering a srcset that names what was asked, and counting the asks. */
const getImage = vi.fn(async (options: UnresolvedImageTransform): Promise<GetImageResult> => {
  const { src, format, widths = [] } = options
  const attribute = widths.map((width) => `/_image?href=${String(src)}&w=${width}&f=${format} ${width}w`).join(', ')
  return { src: String(src), srcSet: { attribute, values: [] } } as unknown as GetImageResult
})
vi.mock('astro:assets', () => ({ getImage }))
const { heroArtSources, pictureSources } = await import('./responsive')

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

describe('pictureSources', () => {
  it('offers a picture narrower than every width (a small portrait from WordPress) only at a size the endpoint makes', async () => {
    const portrait = { width: 300, height: 400 }
    await pictureSources('/wp-content/uploads/small-portrait.jpg', portrait, '300px')
    const asked = getImage.mock.calls.flatMap(([options]) => options.widths ?? [])
    expect(asked.length).toBeGreaterThan(0)
    for (const width of asked) {
      const height = heightAt(width, portrait)
      const url = new URL(`/_image?href=/wp-content/uploads/small-portrait.jpg&w=${width}&h=${height}&f=avif`, 'http://site.test')
      expect(typeof imageAsk(url), `${width} px`).toBe('object')
      expect(sizeProblem({ width, height }, portrait), `${width} px`).toBeUndefined()
    }
  })

  it('offers a wide picture at every width up to its own, each one the endpoint makes', async () => {
    const banner = { width: 1600, height: 640 }
    await pictureSources('/media/banner/a.webp', banner, '100vw')
    const asked = [...new Set(getImage.mock.calls.flatMap(([options]) => options.widths ?? []))]
    expect(asked).toEqual([...IMAGE_WIDTHS])
    for (const width of asked) expect(sizeProblem({ width, height: heightAt(width, banner) }, banner)).toBeUndefined()
  })
})
