import type { Metadata } from 'next'
import { BlogLayout } from '@/components/blog/blog-layout'
import { PostArticle, postNeighbours } from '@/components/blog/post-article'
import { NotFoundHere } from '@/components/not-found/not-found-here'
import { getPost, listAllPosts, listCategories } from '@/content'
import { blogPostingJsonLd } from '@/content/blog-posting-json-ld'
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
  return (
    <BlogLayout crumbs={[{ href: "/blog", label: "Blog" }, { href: `/blog/${post.slug}`, label: post.title }]}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(blogPostingJsonLd(post, siteOrigin())) }} />
      <PostArticle post={post} picture={post.image && nextPostPicture(post.image, ARTICLE_SIZES)} categories={categories.ok ? categories.value : []} neighbours={postNeighbours(all.ok ? all.value : [], post.slug)} />
    </BlogLayout>
  )
}
