import { existsSync } from 'node:fs'
import { aliases, clinicPath, clinicRoute, contentSlugs, findRoute, isCmsOnlySlug, isIndexable, ownRoute, routes } from './routes'
import { drawerGroups, headerLinks, popularTreatments, treatmentGroups } from './navigation'

// docs/requirements.md §2, the route table, verbatim.
const specRouteTable = `header, footer, all-on-4-teeth-in-a-day, anti-wrinkle-treatment, block-grafts, blog, blog/page/{number}, blog/{slug}, blog-sidebar, brandlogo, bridges, categories, categories/{slug}, categories/{slug}/page/{number}, cbct-scanning, childrens-dentistry, clear-braces, complaints-procedure, composite-bonding, contact-us, cookies, crowns, damon-braces, denplan, dental-examinations, dental-hygiene, dental-implants-services, dental-implants-aftercare, dermal-fillers, extractions, fast-braces, fees, fillings, finance, fissure-sealants, fixed-braces, full-mouth-reconstuction, getintouch, gum-disease, gum-recontouring, help-for-nervous-platients, how-much-does-invisalign-cost, implant-bridges, implant-retained-dentures, implants-and-orthodontics, inlays-and-onlays, inman-aligner, insignia, invisalign, invisalign-journey, invisible-braces, meet-the-team, membership-plans, mouth-cancer-screening, multiple-dental-implants, nerve-repositioning, nhs-treatment, our-clinics, popular-treatments, privacy-policy, private-dentist, referring-dentists, register-patient, removable-dentures, reviews, root-canal-treatment, sedation-inhalation, single-tooth-implant, sinus-graft, sitemap, six-month-smiles, smile-library, smile-makeover, soft-tissue-graft, synthetic-bone-graft, teeth-grinding, teeth-whitening, testimonial, testimonials, treatments, useful-information, veneers, what-is-a-dental-implant, what-is-orthodontics, white-composite-fillings, why-choose-us, why-choose-us-for-your-implants, wisdom-tooth-extraction`
  .split(',')
  .map((path) => path.trim())

/** Whether a page file serves a pattern of the table: blog/{slug} → src/pages/blog/[slug].astro. */
function servedByPageFile(pattern: string): boolean {
  const base = `src/pages/${pattern.replace(/\{(\w+)\}/g, '[$1]')}`
  return existsSync(`${base}.astro`) || existsSync(`${base}/index.astro`)
}

describe('route registry', () => {
  it('holds every path of the route table (docs/requirements.md §2), and nothing it does not name', () => {
    const patterns = specRouteTable.filter((path) => path.includes('{'))
    expect(patterns).toHaveLength(4)
    for (const pattern of patterns) expect(servedByPageFile(pattern), pattern).toBe(true)
    const registered = new Set(routes.map((route) => route.path))
    for (const path of specRouteTable.filter((path) => !patterns.includes(path))) expect(registered, path).toContain(path)
    const extra = [...registered].filter((path) => path !== '' && !specRouteTable.includes(path))
    // The accessibility statement is the one addition (issue 13).
    expect(extra).toEqual(['accessibility'])
  })

  it('maps the misspelt and renamed routes to the slugs the requirements state', () => {
    expect(findRoute('help-for-nervous-platients')?.slug).toBe('help-for-nervous-patients')
    expect(findRoute('dental-implants-services')?.slug).toBe('dental-implants')
    expect(findRoute('membership-plans')?.slug).toBe('mouth-cancer-screening')
    expect(findRoute('full-mouth-reconstuction')?.slug).toBe('full-mouth-reconstuction')
    expect(findRoute('')?.slug).toBe('homepage')
  })

  it('redirects correctly spelled aliases to registered paths', () => {
    expect(aliases).toEqual({
      'help-for-nervous-patients': 'help-for-nervous-platients',
      'full-mouth-reconstruction': 'full-mouth-reconstuction',
      'dental-implants': 'dental-implants-services',
    })
    for (const target of Object.values(aliases)) expect(findRoute(target)).toBeDefined()
  })

  it('gives every page with a route of its own an Astro page, and ownRoute refuses any other path', () => {
    const own = routes.filter((route) => route.ownRoute)
    expect(own.length).toBeGreaterThan(0)
    for (const route of own) {
      expect(servedByPageFile(route.path), route.path).toBe(true)
      expect(ownRoute(route.path).slug).toBe(route.slug)
    }
    for (const path of ['veneers', 'blog', 'footer', 'nowhere']) expect(() => ownRoute(path), path).toThrow()
  })

  it("serves one page per clinic of the practice model at the clinic route's pattern", () => {
    expect(servedByPageFile(clinicRoute.pattern)).toBe(true)
    expect(clinicPath('slough')).toBe('our-clinics/slough')
  })

  it('shows content only on complaints-procedure, cookies and the accessibility statement', () => {
    expect(routes.filter((route) => route.contentOnly).map((route) => route.path).sort()).toEqual(['accessibility', 'complaints-procedure', 'cookies'])
  })

  it('keeps the eight fragment routes out of the sitemap', () => {
    const fragments = routes.filter((route) => !isIndexable(route)).map((route) => route.path)
    expect(fragments.sort()).toEqual(['blog-sidebar', 'brandlogo', 'categories', 'footer', 'getintouch', 'header', 'popular-treatments', 'testimonial'])
  })

  it('has one slug per distinct CMS page', () => {
    // The spec's 75, plus the accessibility statement (issue 13).
    expect(contentSlugs()).toHaveLength(76)
  })
})

describe('navigation', () => {
  it('lists the required link groups exactly', () => {
    expect(treatmentGroups.hygiene.map((link) => link.href)).toEqual(['/dental-hygiene', '/gum-disease', '/mouth-cancer-screening'])
    expect(treatmentGroups.general).toHaveLength(11)
    expect(treatmentGroups.implants).toHaveLength(10)
    expect(treatmentGroups.implantSupporting).toHaveLength(5)
  })

  it('has the ten drawer groups in the required order', () => {
    expect(drawerGroups.map((group) => group.label)).toEqual([
      'About', 'General Dentistry', 'Cosmetic Dentistry', 'Dental Implants', 'Implant Supporting Treatments',
      'Invisalign', 'Dental Hygiene', 'Facial', 'Blog', 'Contact',
    ])
  })

  it('puts the five required links in the header bar and the popular treatments strip', () => {
    expect(headerLinks.map((link) => link.href)).toEqual(['/treatments', '/invisalign', '/dental-implants-services', '/fees', '/contact-us'])
    expect(popularTreatments).toEqual([
      { href: '/invisalign', label: 'Invisalign' },
      { href: '/composite-bonding', label: 'Composite Bonding' },
      { href: '/veneers', label: 'Porcelain Veneers' },
      { href: '/what-is-a-dental-implant', label: 'Dental Implants' },
      { href: '/anti-wrinkle-treatment', label: 'Facial Aesthetics' },
    ])
  })
})

describe('pages only the CMS knows', () => {
  it('are new slugs the registry does not load', () => {
    expect(isCmsOnlySlug('cookie-policy')).toBe(true)
  })

  it('are never a registry slug (it has its own path), the homepage, or anything but a plain slug', () => {
    for (const slug of ['fees', 'help-for-nervous-patients', 'homepage', '../etc', 'Fees', 'a/b', '', `x${'-'.repeat(250)}`]) {
      expect(isCmsOnlySlug(slug), slug).toBe(false)
    }
  })
})
