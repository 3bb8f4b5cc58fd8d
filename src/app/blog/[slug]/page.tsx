import type { Metadata } from 'next'
import { BlogLayout } from '@/components/blog/blog-layout'
import { PostArticle } from '@/components/blog/post-article'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { getPost, listAllPosts, listCategories } from '@/content'
import { siteOrigin } from '@/env'
import { metadataFromSeo } from '@/content/metadata'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { unwrap } from '@/content/unwrap'
import { jsonLdText } from '@/lib/json-ld'
import { practice } from '@/site/practice'
import { nextPostPicture } from '@/components/blog/post-image'
import { ARTICLE_SIZES } from '@/components/blog/post-picture'

type Props = PageProps<'/blog/[slug]'>

export async function generateStaticParams() {
  const posts = await listAllPosts()
  return posts.ok && posts.value.length > 0 ? posts.value.map((post) => ({ slug: post.slug })) : [{ slug: '_' }]
}

async function findPost(props: Props) {
  const { slug } = await props.params
  return unwrap(await getPost(slug), `/blog/${slug}`)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const post = await findPost(props)
  if (!post) return notFoundMetadata()
  const metadata = metadataFromSeo({ seo: post.seo, path: `/blog/${post.slug}` })
  return {
    ...metadata,
    title: { absolute: post.seo.title ?? `${post.title} | ${practice.name}` },
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: post.date, modifiedTime: post.modified },
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/rss.xml' } },
  }
}

export default async function PostPage(props: Props) {
  const post = await findPost(props)
  if (!post) return <NotFoundHere />
  const [all, categories] = await Promise.all([listAllPosts(), listCategories()])
  const posts = all.ok ? all.value : []
  const index = posts.findIndex((candidate) => candidate.slug === post.slug)
  const neighbours = { previous: index > 0 ? posts[index - 1] : undefined, next: index >= 0 ? posts[index + 1] : undefined }
  const origin = siteOrigin()
  const articleJsonLd = {
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
  return (
    <BlogLayout crumbs={[{ href: "/blog", label: "Blog" }, { href: `/blog/${post.slug}`, label: post.title }]}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(articleJsonLd) }} />
      <PostArticle post={post} picture={post.image && nextPostPicture(post.image, ARTICLE_SIZES)} categories={categories.ok ? categories.value : []} neighbours={neighbours} />
    </BlogLayout>
  )
}
