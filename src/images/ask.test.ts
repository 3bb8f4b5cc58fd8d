import path from 'node:path'
import { createEmbeddedSource } from '@/content/local'
import { imageSizeFromFile } from 'image-size/fromFile'
import { imageAsk, sizeProblem } from './ask'
import { heightAt, IMAGE_WIDTHS } from './widths'

const ask = (query: string) => imageAsk(new URL(`http://site.test/_image?${query}`))

describe('what the image endpoint agrees to make', () => {
  it('takes a request as our pages send it', () => {
    expect(ask('href=%2Fmedia%2Fheroes%2Fcosmetic.webp&w=390&h=146&f=avif')).toEqual({ href: '/media/heroes/cosmetic.webp', width: 390, height: 146, format: 'avif' })
  })

  it.each([
    ['a quality of its own', 'href=%2Fmedia%2Fa.webp&w=390&h=146&f=avif&q=1', 'unexpected parameters'],
    ['a fit or position', 'href=%2Fmedia%2Fa.webp&w=390&h=146&f=avif&fit=cover', 'unexpected parameters'],
    ['a parameter twice', 'href=%2Fmedia%2Fa.webp&w=390&w=640&h=146&f=avif', 'unexpected parameters'],
    ['no height', 'href=%2Fmedia%2Fa.webp&w=390&f=avif', 'unexpected parameters'],
    ['another site', 'href=https%3A%2F%2Fevil.test%2Fa.webp&w=390&h=146&f=avif', 'not an image of this site'],
    ['a width we never use', 'href=%2Fmedia%2Fa.webp&w=391&h=146&f=avif', 'not a width this site uses'],
    ['a huge height', 'href=%2Fmedia%2Fa.webp&w=390&h=99999&f=avif', 'not a height this site uses'],
    ['a fractional height', 'href=%2Fmedia%2Fa.webp&w=390&h=14.5&f=avif', 'not a height this site uses'],
    ['another format', 'href=%2Fmedia%2Fa.webp&w=390&h=146&f=png', 'not a format this site uses'],
  ])('refuses %s', (_what, query, why) => {
    expect(ask(query)).toBe(why)
  })

  it("takes exactly the height the source's own proportions give, not a pixel either side", () => {
    const hero = { width: 1600, height: 600 }
    expect(sizeProblem({ width: 390, height: 146 }, hero)).toBeUndefined()
    expect(sizeProblem({ width: 390, height: 147 }, hero)).toBe('not a height this site uses')
    expect(sizeProblem({ width: 390, height: 145 }, hero)).toBe('not a height this site uses')
    // A 3:2 is a post picture's drawn shape, not a height the endpoint makes of another shape.
    expect(sizeProblem({ width: 390, height: 260 }, hero)).toBe('not a height this site uses')
    expect(sizeProblem({ width: 390, height: 146 }, {})).toBe('not an image whose size can be read')
  })

  it('takes no width past the source but the smallest, which a narrower picture gets', () => {
    const small = { width: 774, height: 624 }
    expect(sizeProblem({ width: 774, height: heightAt(774, small) }, small)).toBeUndefined()
    expect(sizeProblem({ width: 1024, height: heightAt(1024, small) }, small)).toBe('not a width this site uses')
    const narrow = { width: 300, height: 200 }
    expect(sizeProblem({ width: IMAGE_WIDTHS[0], height: heightAt(IMAGE_WIDTHS[0], narrow) }, narrow)).toBeUndefined()
  })

  it("finds every local post picture's header the size its post gives, so each height its page asks is taken", async () => {
    const { posts } = await createEmbeddedSource(path.resolve('content')).listPosts({ page: 1, perPage: 100 })
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      if (!post.image) continue
      const header = await imageSizeFromFile(path.join('public', post.image.url))
      const given = { width: post.image.width ?? 0, height: post.image.height ?? 0 }
      for (const width of IMAGE_WIDTHS.filter((candidate) => candidate <= given.width)) {
        expect(sizeProblem({ width, height: heightAt(width, given) }, header), `${post.slug} at ${width}`).toBeUndefined()
      }
    }
  })
})
