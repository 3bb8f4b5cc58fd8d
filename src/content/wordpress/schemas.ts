import { z } from 'zod'
import { gdcNumber, qualification } from '../team'

/** The parts of WordPress REST answers we read, validated at the boundary. */

const rendered = z.object({ rendered: z.string() })

const yoastImage = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
})

export const yoastHead = z
  .object({ og_image: z.array(yoastImage).optional() })
  .catchall(z.unknown())

const featuredMedia = z.object({
  source_url: z.string(),
  alt_text: z.string().optional(),
  media_details: z.object({ width: z.number().optional(), height: z.number().optional() }).partial().optional(),
})

/** `_embed=wp:featuredmedia`: the featured image, or an error object when it cannot be read. */
const embeddedMedia = z
  .object({ 'wp:featuredmedia': z.array(z.union([featuredMedia, z.object({ code: z.string() })])).optional() })
  .partial()
  .optional()

export const wpPage = z.object({
  id: z.number(),
  slug: z.string(),
  modified_gmt: z.string().optional(),
  title: rendered,
  content: rendered,
  excerpt: rendered.optional(),
  yoast_head_json: yoastHead.nullish(),
})

/** A page as the sitemap asks for it (`_fields=slug,modified_gmt,yoast_head_json`). */
export const wpPageListing = wpPage.pick({ slug: true, modified_gmt: true, yoast_head_json: true })

export const wpPost = z.object({
  id: z.number(),
  slug: z.string(),
  date_gmt: z.string(),
  modified_gmt: z.string().optional(),
  title: rendered,
  excerpt: rendered,
  content: rendered,
  categories: z.array(z.number()).default([]),
  acf: z.unknown().optional(),
  yoast_head_json: yoastHead.nullish(),
  _embedded: embeddedMedia,
})

/**
 * A team member: the `larkspur_team` post type of the larkspur-team must-use plugin
 * (wordpress/mu-plugins/larkspur-team.php). Title is the name, content the biography, the featured
 * image the portrait, menu order the order; the GDC facts are registered post meta.
 */
export const wpTeamMember = z.object({
  id: z.number(),
  slug: z.string(),
  menu_order: z.number().optional(),
  title: rendered,
  content: rendered,
  meta: z.object({
    role: z.string().min(1),
    gdc_number: z.union([gdcNumber, z.literal('')]).default(''),
    specialist_list: z.string().default(''),
    qualifications: z
      .array(qualification.omit({ awardedBy: true }).extend({ awarded_by: qualification.shape.awardedBy }))
      .default([]),
    languages: z.array(z.string().min(1)).default([]),
  }),
  _embedded: embeddedMedia,
})

export const wpCategory = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  yoast_head_json: yoastHead.nullish(),
})

export const wpError = z.object({ code: z.string(), message: z.string().optional() })

export const lastUpdate = z.object({ lastUpdated: z.string().nullish() })

export const wpModified = z.array(z.object({ modified_gmt: z.string() }))

export type WpPage = z.infer<typeof wpPage>
export type WpPost = z.infer<typeof wpPost>
export type WpCategory = z.infer<typeof wpCategory>
export type WpTeamMember = z.infer<typeof wpTeamMember>
