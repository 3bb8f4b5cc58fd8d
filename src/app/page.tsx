import type { Metadata } from 'next'
import Link from 'next/link'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { RichText } from '@/components/blocks/rich-text'
import { PostCard } from '@/components/blog/post-card'
import { HomeBanner } from '@/components/sections/home-banner'
import { getPage, listPosts, RECENT_POSTS } from '@/content'
import { metadataFromSeo } from '@/lib/metadata'
import { unwrap } from '@/lib/unwrap'

export async function generateMetadata(): Promise<Metadata> {
  const result = await getPage('homepage')
  return metadataFromSeo({ seo: result.ok ? result.value?.seo : undefined, path: '/' })
}

async function RecentPosts() {
  const recent = await listPosts({ page: 1, perPage: RECENT_POSTS })
  if (!recent.ok || recent.value.posts.length === 0) return null
  return (
    <section aria-labelledby="recent-blog-posts-title" className="container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="recent-blog-posts-title" className="text-3xl sm:text-4xl">
          Recent Blog Posts
        </h2>
        <Link href="/blog" className="font-semibold text-larkspur-deep underline underline-offset-4">
          All articles
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {recent.value.posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export default async function HomePage() {
  const page = unwrap(await getPage('homepage'), '/')
  return (
    <>
      <HomeBanner />
      {page?.html && (
        <div className="container-page py-14">
          <RichText html={page.html} />
        </div>
      )}
      <GetInTouch />
      <RecentPosts />
    </>
  )
}
