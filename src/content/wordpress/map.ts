import { buildSeo, cleanTitle, firstParagraph, stripTags } from '../seo'
import type { Category, ContentImage, Page, Post, TeamMember } from '../types'
import type { WpCategory, WpPage, WpPost, WpTeamMember } from './schemas'
import { knownSpecialistList } from '../team'

/** Rewrites URLs on the CMS host: to this site's paths in HTML, to this site's host in metadata. */
export interface UrlRewriter {
  /** For HTML bodies: every absolute CMS URL becomes a root-relative path. */
  html(html: string): string
  /** For metadata: a CMS URL becomes the same path on this site's origin. */
  absolute(url: string): string
  /** For media: a CMS URL becomes a root-relative path (served through this site). */
  relative(url: string): string
}

export function createUrlRewriter(cmsOrigin: string, siteOrigin: string): UrlRewriter {
  const escaped = cmsOrigin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  // The origin, optionally JSON-escaped (http:\/\/), followed by a path.
  const inHtml = new RegExp(`${escaped.replace(/\\\//g, '(?:\\\\?/)')}(?=[/"'\\s?#]|$)`, 'g')
  const tidyPath = (path: string) => {
    if (path.startsWith('/wp-content/')) return path
    // WordPress paths end in '/': drop it so links match this site's routes.
    return path.replace(/^([^?#]*?)\/+(?=[?#]|$)/, (_, p: string) => p || '/')
  }
  const relative = (url: string) => {
    if (!url.startsWith(cmsOrigin)) return url
    return tidyPath(url.slice(cmsOrigin.length) || '/')
  }
  return {
    html: (html) =>
      html
        .replace(inHtml, '')
        .replace(/(href=["'])(\/[^"']*)/g, (_, attr: string, path: string) => attr + tidyPath(path)),
    absolute: (url) => (url.startsWith(cmsOrigin) ? siteOrigin + relative(url) : url),
    relative,
  }
}

const isoFromGmt = (value: string | undefined) => (value ? `${value.replace(/Z$/, '')}Z` : undefined)

function seoOf(record: WpPage['yoast_head_json'], fallbackDescription: string, rewrite: UrlRewriter, image?: ContentImage) {
  return buildSeo({
    fields: record ?? {},
    fallbackDescription,
    ogImage: image,
    rewriteUrl: rewrite.absolute,
  })
}

export function mapPage(page: WpPage, rewrite: UrlRewriter): Page {
  const title = cleanTitle(page.title.rendered)
  // A page's excerpt.rendered is made from its whole content, run together: without Yoast the
  // description is the first paragraph instead (issue 30).
  const seo = seoOf(page.yoast_head_json, firstParagraph(page.content.rendered) ?? '', rewrite)
  return {
    slug: page.slug,
    title,
    html: rewrite.html(page.content.rendered),
    seo,
    modified: isoFromGmt(page.modified_gmt),
  }
}

function imageOf(post: WpPost, rewrite: UrlRewriter): ContentImage | undefined {
  const yoast = post.yoast_head_json?.og_image?.[0]
  const media = post._embedded?.['wp:featuredmedia']?.[0]
  const alt = media && 'source_url' in media ? (media.alt_text ?? '') : ''
  if (media && 'source_url' in media) {
    return {
      url: rewrite.relative(media.source_url),
      alt: alt || cleanTitle(post.title.rendered),
      width: media.media_details?.width,
      height: media.media_details?.height,
    }
  }
  if (yoast) return { url: rewrite.relative(yoast.url), alt: cleanTitle(post.title.rendered), width: yoast.width, height: yoast.height }
  return undefined
}

export function mapPost(post: WpPost, rewrite: UrlRewriter): Post {
  const excerpt = stripTags(post.excerpt.rendered).replace(/\s*\[(?:&hellip;|…)\]\s*$/, '…')
  const image = imageOf(post, rewrite)
  return {
    id: post.id,
    slug: post.slug,
    title: cleanTitle(post.title.rendered),
    excerpt,
    html: rewrite.html(post.content.rendered),
    date: isoFromGmt(post.date_gmt) ?? post.date_gmt,
    modified: isoFromGmt(post.modified_gmt),
    image,
    categoryIds: post.categories,
    seo: seoOf(post.yoast_head_json, excerpt, rewrite, image),
  }
}

export function mapCategory(category: WpCategory, rewrite: UrlRewriter): Category {
  const description = category.description ? stripTags(category.description) : undefined
  return {
    id: category.id,
    slug: category.slug,
    name: cleanTitle(category.name),
    description,
    seo: seoOf(category.yoast_head_json, description ?? '', rewrite),
  }
}

export function mapTeamMember(member: WpTeamMember, rewrite: UrlRewriter): TeamMember {
  const name = cleanTitle(member.title.rendered)
  const media = member._embedded?.['wp:featuredmedia']?.[0]
  const { meta } = member
  return {
    slug: member.slug,
    name,
    role: meta.role,
    gdcNumber: meta.gdc_number || undefined,
    specialistList: knownSpecialistList(meta.specialist_list),
    qualifications: meta.qualifications.map(({ name: title, awarded_by: awardedBy, country }) => ({ name: title, awardedBy, country })),
    bio: stripTags(member.content.rendered),
    languages: meta.languages,
    portrait:
      media && 'source_url' in media
        ? {
            url: rewrite.relative(media.source_url),
            alt: media.alt_text || `Portrait of ${name}`,
            width: media.media_details?.width,
            height: media.media_details?.height,
          }
        : undefined,
  }
}
