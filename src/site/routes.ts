/**
 * The route registry: every path of docs/requirements.md §2 with its content slug, kind and label.
 * Menus, the generic content route, sitemap.xml and the browser tests all read this table.
 */

export type RouteKind =
  /** A page whose body comes from the CMS by slug (generic content route). */
  | 'content'
  /** The homepage (slug `homepage`). */
  | 'home'
  /** Blog list, post, category listing and their pages. */
  | 'blog'
  /** A block rendered on its own (noindex, out of the sitemap). */
  | 'fragment'

export type NavGroupId =
  | 'about'
  | 'general'
  | 'cosmetic'
  | 'implants'
  | 'implant-supporting'
  | 'invisalign'
  | 'hygiene'
  | 'facial'
  | 'blog'
  | 'contact'

export interface RouteEntry {
  /** The path without its leading slash, exactly as the route table spells it ('' is home). */
  readonly path: string
  readonly kind: RouteKind
  /** The CMS slug the page's body is loaded by (content and home kinds). */
  readonly slug?: string
  readonly label: string
  /** Content pages that show only their body: no popular treatments, no get-in-touch. */
  readonly contentOnly?: boolean
  /**
   * Content pages with hand-written sections have a page of their own (src/pages/{path}.astro),
   * so their islands load only there; the generic content route leaves them alone.
   */
  readonly ownRoute?: boolean
}

const content = (path: string, label: string, slug: string = path): RouteEntry => ({ path, kind: 'content', slug, label })
const special = (path: string, label: string, slug: string = path): RouteEntry => ({ ...content(path, label, slug), ownRoute: true })

export const routes: readonly RouteEntry[] = [
  { path: '', kind: 'home', slug: 'homepage', label: 'Home' },
  // Not in the spec's route table: the accessibility statement (issue 13, docs/deviations.md).
  { ...content('accessibility', 'Accessibility Statement'), contentOnly: true },
  content('all-on-4-teeth-in-a-day', 'All-on-4 Teeth in a Day'),
  content('anti-wrinkle-treatment', 'Anti-Wrinkle Treatment'),
  content('block-grafts', 'Block Grafts'),
  { path: 'blog', kind: 'blog', label: 'Blog' },
  content('bridges', 'Bridges'),
  content('cbct-scanning', 'CBCT Scanning'),
  content('childrens-dentistry', "Children's Dentistry"),
  content('clear-braces', 'Clear Braces'),
  { ...special('complaints-procedure', 'Complaints Procedure'), contentOnly: true },
  content('composite-bonding', 'Composite Bonding'),
  special('contact-us', 'Contact Us'),
  { ...content('cookies', 'Cookies'), contentOnly: true },
  content('crowns', 'Crowns'),
  content('damon-braces', 'Damon Braces'),
  content('denplan', 'Denplan'),
  content('dental-examinations', 'Dental Examinations'),
  content('dental-hygiene', 'Dental Hygiene'),
  content('dental-implants-services', 'Dental Implants', 'dental-implants'),
  content('dental-implants-aftercare', 'Dental Implants Aftercare'),
  content('dermal-fillers', 'Dermal Fillers'),
  content('extractions', 'Extractions'),
  content('fast-braces', 'Fastbraces'),
  special('fees', 'Fees & Prices'),
  content('fillings', 'Fillings'),
  special('finance', 'Finance'),
  content('fissure-sealants', 'Fissure Sealants'),
  content('fixed-braces', 'Fixed Braces'),
  content('full-mouth-reconstuction', 'Full Mouth Reconstruction'),
  content('gum-disease', 'Gum Disease'),
  content('gum-recontouring', 'Gum Recontouring'),
  content('help-for-nervous-platients', 'Help for Nervous Patients', 'help-for-nervous-patients'),
  content('how-much-does-invisalign-cost', 'How Much Does Invisalign Cost?'),
  content('implant-bridges', 'Implant Bridges'),
  content('implant-retained-dentures', 'Implant-Retained Dentures'),
  content('implants-and-orthodontics', 'Implants and Orthodontics'),
  content('inlays-and-onlays', 'Inlays and Onlays'),
  content('inman-aligner', 'Inman Aligner'),
  content('insignia', 'Insignia'),
  special('invisalign', 'Invisalign'),
  content('invisalign-journey', 'Your Invisalign Journey'),
  special('invisible-braces', 'Invisible Braces'),
  special('meet-the-team', 'Meet the Team'),
  // docs/requirements.md §2: the membership-plans page fetches the mouth-cancer-screening slug.
  special('membership-plans', 'Membership Plans', 'mouth-cancer-screening'),
  content('mouth-cancer-screening', 'Mouth Cancer Screening'),
  content('multiple-dental-implants', 'Multiple Dental Implants'),
  content('nerve-repositioning', 'Nerve Repositioning'),
  content('nhs-treatment', 'NHS Treatment'),
  special('our-clinics', 'Our Clinics'),
  content('privacy-policy', 'Privacy Policy'),
  special('private-dentist', 'Private Dentist'),
  special('referring-dentists', 'Referring Dentists'),
  special('register-patient', 'Register as a Patient'),
  content('removable-dentures', 'Removable Dentures'),
  special('reviews', 'Reviews'),
  content('root-canal-treatment', 'Root Canal Treatment'),
  content('sedation-inhalation', 'Inhalation Sedation'),
  content('single-tooth-implant', 'Single Tooth Implant'),
  content('sinus-graft', 'Sinus Graft'),
  content('sitemap', 'Sitemap'),
  content('six-month-smiles', 'Six Month Smiles'),
  content('smile-library', 'Smile Library'),
  content('smile-makeover', 'Smile Makeover'),
  content('soft-tissue-graft', 'Soft Tissue Graft'),
  content('synthetic-bone-graft', 'Synthetic Bone Graft'),
  content('teeth-grinding', 'Teeth Grinding'),
  content('teeth-whitening', 'Teeth Whitening'),
  special('testimonials', 'Testimonials'),
  content('treatments', 'All Treatments'),
  content('useful-information', 'Useful Information'),
  content('veneers', 'Porcelain Veneers'),
  content('what-is-a-dental-implant', 'What Is a Dental Implant?'),
  content('what-is-orthodontics', 'What Is Orthodontics?'),
  content('white-composite-fillings', 'White Composite Fillings'),
  special('why-choose-us', 'Why Choose Us'),
  content('why-choose-us-for-your-implants', 'Why Choose Us for Your Implants'),
  content('wisdom-tooth-extraction', 'Wisdom Tooth Extraction'),
  // Fragment routes: a block on its own.
  { path: 'header', kind: 'fragment', label: 'Header' },
  { path: 'footer', kind: 'fragment', label: 'Footer' },
  { path: 'brandlogo', kind: 'fragment', label: 'Accreditations' },
  { path: 'getintouch', kind: 'fragment', label: 'Get In Touch' },
  { path: 'popular-treatments', kind: 'fragment', label: 'Popular Treatments' },
  { path: 'blog-sidebar', kind: 'fragment', label: 'Blog Sidebar' },
  { path: 'testimonial', kind: 'fragment', label: 'Testimonial' },
  { path: 'categories', kind: 'fragment', label: 'Blog Categories' },
]

/**
 * Routes whose pages come from the practice model rather than the table (issue 28, not in the
 * spec's route table: docs/deviations.md): one page per clinic. The sitemap and the drawer's
 * Contact group list them from the model; the browser tests walk them from the embedded model.
 */
export const clinicRoute = { pattern: 'our-clinics/{clinic}', label: 'Clinic' } as const
export const clinicPath = (slug: string) => `our-clinics/${slug}`

/** Correctly spelled paths that redirect permanently to the route table's spelling. */
export const aliases: Readonly<Record<string, string>> = {
  'help-for-nervous-patients': 'help-for-nervous-platients',
  'full-mouth-reconstruction': 'full-mouth-reconstuction',
  'dental-implants': 'dental-implants-services',
}

const byPath = new Map(routes.map((route) => [route.path, route]))

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path.replace(/^\/+|\/+$/g, ''))
}

/**
 * The entry of a registry page with a route of its own (an Astro page under src/pages names its
 * path). A path that is not one is a mistake in that page, so it throws rather than 404s.
 */
export function ownRoute(path: string): RouteEntry & { readonly slug: string } {
  const route = findRoute(path)
  if (route?.kind !== 'content' || !route.ownRoute || !route.slug) throw new Error(`/${path} is not a registry page with a route of its own`)
  return { ...route, slug: route.slug }
}

/** Every distinct CMS slug the site loads pages by. */
export function contentSlugs(): string[] {
  return [...new Set(routes.flatMap((route) => (route.slug ? [route.slug] : [])))]
}

/**
 * A page published in the CMS under a slug the route registry does not know: a new page, or one
 * whose slug an editor changed. Without this, renaming a page's slug in WordPress would leave it
 * with no URL on the site. Slugs the registry already loads stay at their registry paths.
 */
export function isCmsOnlySlug(path: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(path) && !contentSlugs().includes(path) && path !== 'homepage'
}

export function isIndexable(route: RouteEntry): boolean {
  return route.kind !== 'fragment'
}
