import path from 'node:path'
import { createEmbeddedSource } from '@/content/local'
import { imageAsk, isPostPictureFallback, keepsProportions } from './ask'

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

  it("keeps a height only in the source's proportions (±1 px)", () => {
    const source = { width: 1600, height: 600 }
    const hero = (width: number, height: number) => ({ href: '/media/heroes/cosmetic.webp', width, height })
    expect(keepsProportions(hero(390, 146), source)).toBe(true)
    expect(keepsProportions(hero(390, 147), source)).toBe(true)
    expect(keepsProportions(hero(390, 200), source)).toBe(false)
    expect(keepsProportions(hero(390, 146), {})).toBe(false)
  })

  it("takes a post picture's fallback 3:2 for post pictures only, whatever their size", () => {
    const at32 = (href: string) => ({ href, width: 390, height: 260 })
    for (const href of ['/wp-content/uploads/2026/01/smile.jpg', '/media/blog/signs-of-gum-disease.webp']) {
      expect(isPostPictureFallback(at32(href))).toBe(true)
      expect(keepsProportions(at32(href), {})).toBe(true)
      expect(keepsProportions(at32(href), { width: 1600, height: 600 })).toBe(true)
    }
    for (const href of ['/media/heroes/cosmetic.webp', '/media/people/aisha-khan.webp', '/media/banner/invisalign.webp']) {
      expect(isPostPictureFallback(at32(href))).toBe(false)
      expect(keepsProportions(at32(href), { width: 1600, height: 600 })).toBe(false)
    }
  })

  it('covers every local post picture a page asks at 3:2', async () => {
    const { posts } = await createEmbeddedSource(path.resolve('content')).listPosts({ page: 1, perPage: 100 })
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      if (post.image) expect(isPostPictureFallback({ href: post.image.url, width: 390, height: 260 }), post.slug).toBe(true)
    }
  })
})
