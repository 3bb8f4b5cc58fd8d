import { jsonLdText } from '@/lib/json-ld'
import { embeddedFacts } from '../../tests/embedded-facts'
import { blogPostingJsonLd } from './blog-posting-json-ld'
import type { Post } from './types'

/** The practice's name, read from the embedded practice model as the site reads it. */
const practiceName = embeddedFacts().name

const post: Post = {
  id: 1,
  slug: 'bonding-or-veneers',
  title: 'Bonding </script> or veneers?',
  excerpt: 'Which is right for you.',
  html: '<p>Body</p>',
  date: '2026-01-02T09:00:00.000Z',
  image: { url: '/media/blog/bonding.webp', alt: '' },
  categoryIds: [],
  seo: { meta: {} },
}

describe('BlogPosting JSON-LD', () => {
  it('names the post, its dates, its absolute image and address, and the practice as publisher', () => {
    const data = JSON.parse(jsonLdText(blogPostingJsonLd(post, 'https://example.test', practiceName))) as ReturnType<typeof blogPostingJsonLd>
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.date, dateModified: post.date })
    expect(data.image).toEqual(['https://example.test/media/blog/bonding.webp'])
    expect(data.mainEntityOfPage).toBe('https://example.test/blog/bonding-or-veneers')
    expect(data.author.name).toBe(practiceName)
    expect(data.publisher.name).toBe(practiceName)
  })
})
