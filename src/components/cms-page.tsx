import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage } from '@/content'
import { metadataFromSeo } from '@/lib/metadata'
import { unwrap } from '@/lib/unwrap'
import { contentSlugs } from '@/site/routes'
import { GetInTouch } from './blocks/get-in-touch'
import { PopularTreatments } from './blocks/popular-treatments'
import { RichText } from './blocks/rich-text'
import { PageHero } from './layout/page-hero'

/**
 * A page published in the CMS under a slug the route registry does not know: a new page, or one
 * whose slug an editor changed. Without this, renaming a page's slug in WordPress would leave it
 * with no URL on the site. Slugs the registry already loads stay at their registry paths.
 */
export function isCmsOnlySlug(path: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(path) && !contentSlugs().includes(path) && path !== 'homepage'
}

async function load(slug: string) {
  const page = unwrap(await getPage(slug), `/${slug}`)
  if (!page) notFound()
  return page
}

export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  return metadataFromSeo({ seo: (await load(slug)).seo, path: `/${slug}` })
}

export async function CmsPage({ slug }: { slug: string }) {
  const page = await load(slug)
  return (
    <article>
      <PageHero title={page.title} lead={page.seo.description} />
      <div className="container-page py-12 sm:py-16">
        <RichText html={page.html} />
      </div>
      <PopularTreatments />
      <GetInTouch />
    </article>
  )
}
