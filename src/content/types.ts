import type { Practice } from '@/practice/model'
/** The site's own content types: no WordPress shape passes the content port. */

export interface Seo {
  /** Browser title (already URL-unescaped); absent means the fixed document title. */
  readonly title?: string
  readonly description?: string
  /** Canonical URL, already rewritten onto this site's host. */
  readonly canonical?: string
  readonly ogImage?: ContentImage
  /** Every other metadata field, set as <meta name=…> (robots, og_image, twitter_misc, schema excluded). */
  readonly meta: Readonly<Record<string, string>>
  /** The CMS asks search engines to leave the page out (robots: noindex). */
  readonly noindex?: boolean
}

export interface ContentImage {
  readonly url: string
  readonly alt: string
  readonly width?: number
  readonly height?: number
}

export interface Page {
  readonly slug: string
  readonly title: string
  /** Sanitised HTML. */
  readonly html: string
  readonly seo: Seo
  /** ISO date-time. */
  readonly modified?: string
}

export interface Post {
  readonly id: number
  readonly slug: string
  readonly title: string
  /** Plain-text excerpt. */
  readonly excerpt: string
  /** Sanitised HTML. */
  readonly html: string
  /** ISO date-time of publication. */
  readonly date: string
  readonly modified?: string
  readonly image?: ContentImage
  readonly categoryIds: readonly number[]
  readonly seo: Seo
}

export interface Category {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly description?: string
  readonly seo: Seo
}

/** A qualification as the GDC's advertising guidance asks it to be shown: with the country it was obtained in. */
export interface Qualification {
  /** As written after the name, e.g. 'BDS' or 'MJDF RCS (Eng)'. */
  readonly name: string
  /** The university or college that awarded it. */
  readonly awardedBy: string
  readonly country: string
}

/** A member of the practice team (issue 13). */
export interface TeamMember {
  readonly slug: string
  readonly name: string
  readonly role: string
  /** The GDC registration number (digits); absent for team members who are not registrants. */
  readonly gdcNumber?: string
  /** The GDC specialist list the member is on (e.g. 'Endodontics'); only then may 'specialist' be said. */
  readonly specialistList?: string
  readonly qualifications: readonly Qualification[]
  /** A short biography, plain text. */
  readonly bio: string
  readonly languages: readonly string[]
  readonly portrait?: ContentImage
}

export interface PostPage {
  readonly posts: readonly Post[]
  /** Total number of posts across all pages (X-WP-Total). */
  readonly total: number
  readonly page: number
  readonly perPage: number
}

export interface PostQuery {
  readonly page: number
  readonly perPage: number
  readonly categoryId?: number
  readonly search?: string
}

/** What an adapter offers. Adapters return raw (unsanitised) HTML; the port sanitises it. */
/** A published page as the sitemap lists it (issue 45: a page at a slug the registry does not know is published too). */
export type PageListing = Pick<Page, 'slug' | 'modified'> & { readonly noindex?: boolean }

export interface ContentSource {
  readonly name: 'wordpress' | 'embedded'
  getPage(slug: string): Promise<Page | null>
  /** Every published page's slug and date. */
  listPages(): Promise<PageListing[]>
  listPosts(query: PostQuery): Promise<PostPage>
  getPost(slug: string): Promise<Post | null>
  listCategories(perPage: number): Promise<Category[]>
  getCategory(slug: string): Promise<Category | null>
  /** ISO date-time of the newest change the CMS reports, or null when it cannot say. */
  getLastUpdated(): Promise<string | null>
  /** The practice team, in the order the practice chose. */
  listTeam(): Promise<TeamMember[]>
  /** The practice as data: the group and its clinics, treatments and fees (src/practice/model.ts). */
  getPractice(): Promise<Practice>
}

export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError'
}

export function totalPages(page: Pick<PostPage, 'total' | 'perPage'>): number {
  return Math.ceil(page.total / page.perPage)
}
