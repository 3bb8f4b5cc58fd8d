import type { Metadata } from 'next'
import { LazyEnquiryForm } from './forms/lazy-forms'
import { practice } from '@/site/practice'
import { getPage } from '@/content'
import { metadataFromSeo } from '@/content/metadata'
import { notFoundMetadata } from '@/site/not-found-metadata'
import { unwrap } from '@/content/unwrap'
import { GetInTouch } from './blocks/get-in-touch'
import { NotFoundHere } from './not-found/not-found-here'
import { PopularTreatments } from './blocks/popular-treatments'
import { RichText } from './blocks/rich-text'
import { PageHero } from './layout/page-hero'

export { isCmsOnlySlug } from '@/site/routes'

const load = async (slug: string) => unwrap(await getPage(slug), `/${slug}`)

export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  const page = await load(slug)
  return page ? metadataFromSeo({ seo: page.seo, path: `/${slug}` }) : notFoundMetadata()
}

/** The page, or the server-rendered 404 (see NotFoundHere) when the CMS has none by that slug. */
export async function CmsPage({ slug }: { slug: string }) {
  const page = await load(slug)
  if (!page) return <NotFoundHere />
  return (
    <article>
      <PageHero title={page.title} lead={page.seo.description} />
      <div className="container-page py-12 sm:py-16">
        <RichText html={page.html} />
      </div>
      <PopularTreatments />
      <GetInTouch form={<LazyEnquiryForm phone={practice.phone.display} />} />
    </article>
  )
}
