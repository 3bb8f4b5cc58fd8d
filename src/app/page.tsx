import type { Metadata } from 'next'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { RichText } from '@/components/blocks/rich-text'
import { RecentPosts } from '@/components/blog/recent-posts'
import { HomeBanner } from '@/components/sections/home-banner'
import { getPage } from '@/content'
import { metadataFromSeo } from '@/lib/metadata'
import { unwrap } from '@/lib/unwrap'

export async function generateMetadata(): Promise<Metadata> {
  const result = await getPage('homepage')
  return metadataFromSeo({ seo: result.ok ? result.value?.seo : undefined, path: '/' })
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
