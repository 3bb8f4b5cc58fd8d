import type { Metadata } from 'next'
import { LazyEnquiryForm } from '@/components/forms/lazy-forms'
import { BrandLogos } from '@/components/blocks/brand-logos'
import { GetInTouch } from '@/components/blocks/get-in-touch'
import { RichText } from '@/components/blocks/rich-text'
import { RecentPosts } from '@/components/blog/recent-posts'
import { HomeBanner } from '@/components/sections/home-banner'
import { nextCardPicture } from '@/components/blog/post-image'
import { getPage, listPosts, listTeam, RECENT_POSTS } from '@/content'
import { metadataFromSeo } from '@/content/metadata'
import { unwrap } from '@/content/unwrap'
import { siteOrigin } from '@/env'
import { accreditations } from '@/site/accreditations'
import { dentistJsonLd } from '@/content/dentist-json-ld'
import { jsonLdText } from '@/lib/json-ld'
import { practice } from '@/site/practice'

export async function generateMetadata(): Promise<Metadata> {
  const result = await getPage('homepage')
  return metadataFromSeo({ seo: result.ok ? result.value?.seo : undefined, path: '/' })
}

/** docs/requirements.md §2, homepage: the banner, the page body, the enquiry form, brand logos and recent posts. */
export default async function HomePage() {
  const [home, team, recent] = await Promise.all([getPage('homepage'), listTeam(), listPosts({ page: 1, perPage: RECENT_POSTS })])
  const page = unwrap(home, '/')
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(dentistJsonLd(team.ok ? team.value : [], siteOrigin())) }} />
      <HomeBanner />
      <section aria-labelledby="welcome-title" className="container-page py-14">
        <h1 id="welcome-title" className="max-w-3xl text-4xl font-semibold sm:text-5xl">
          {page?.title || `Welcome to ${practice.name}`}
        </h1>
        {page?.html && <RichText html={page.html} className="prose-cms mt-6" />}
      </section>
      <GetInTouch form={<LazyEnquiryForm phone={practice.phone.display} />} />
      <section aria-labelledby="home-accreditations-title" className="container-page py-12">
        <h2 id="home-accreditations-title" className="text-center text-2xl sm:text-3xl">
          Accredited and trusted
        </h2>
        <div className="mt-8">
          <BrandLogos logos={accreditations} label="Our accreditations and partners" />
        </div>
      </section>
      <RecentPosts posts={recent.ok ? recent.value.posts : []} pictureOf={nextCardPicture} />
    </>
  )
}
