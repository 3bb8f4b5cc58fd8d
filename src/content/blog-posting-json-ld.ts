import type { Post } from './types'

/** A post's schema.org `BlogPosting`: headline, dates, image, and the practice (by the model's name) as author and publisher. */
export function blogPostingJsonLd(post: Post, origin: string, practiceName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.modified ?? post.date,
    image: post.image ? [new URL(post.image.url, origin).href] : undefined,
    mainEntityOfPage: `${origin}/blog/${post.slug}`,
    author: { '@type': 'Organization', name: practiceName },
    publisher: { '@type': 'Organization', name: practiceName, logo: { '@type': 'ImageObject', url: `${origin}/media/brand/logo-desktop.webp` } },
  }
}
