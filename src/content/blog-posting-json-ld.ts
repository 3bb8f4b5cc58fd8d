import { practice } from '@/site/practice'
import type { Post } from './types'

/** A post's schema.org `BlogPosting`: headline, dates, image, and the practice as author and publisher. */
export function blogPostingJsonLd(post: Post, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.modified ?? post.date,
    image: post.image ? [new URL(post.image.url, origin).href] : undefined,
    mainEntityOfPage: `${origin}/blog/${post.slug}`,
    author: { '@type': 'Organization', name: practice.name },
    publisher: { '@type': 'Organization', name: practice.name, logo: { '@type': 'ImageObject', url: `${origin}/media/brand/logo-desktop.webp` } },
  }
}
