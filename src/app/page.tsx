import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { RichText } from '@/components/blocks/rich-text'
import { PostCard } from '@/components/blog/post-card'
import { getPage, listPosts, RECENT_POSTS } from '@/content'
import { metadataFromSeo } from '@/lib/metadata'
import { unwrap } from '@/lib/unwrap'
import { practice } from '@/site/practice'

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
      <section className="relative overflow-hidden bg-sand">
        <div className="container-page grid items-center gap-8 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold tracking-wide text-sage-deep uppercase">Private dentist in {practice.town}</p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Invisalign in as little as 6 months</h1>
            <p className="mt-5 max-w-lg text-lg text-ink-soft">{practice.tagline}. Gentle care for nervous patients, dental implants, and cosmetic treatments planned around you.</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/contact-us" className="btn btn-primary">
                Book appointment
              </Link>
              <a href="#getintouchform" className="btn btn-secondary">
                Enquire now
              </a>
            </div>
          </div>
          <Image src="/media/heroes/orthodontics.webp" alt="" width={1600} height={600} priority sizes="(min-width: 768px) 50vw, 100vw" className="h-64 w-full rounded-3xl object-cover md:h-96" />
        </div>
      </section>
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
