import { findRoute, type NavGroupId } from './routes'

export interface NavLink {
  readonly href: string
  readonly label: string
}

export interface NavGroup {
  readonly id: NavGroupId
  readonly label: string
  readonly links: readonly NavLink[]
}

function link(path: string, label?: string): NavLink {
  const route = findRoute(path)
  if (!route) throw new Error(`Navigation names a path missing from the route registry: ${path}`)
  return { href: `/${path}`, label: label ?? route.label }
}

const links = (paths: readonly string[]): NavLink[] => paths.map((path) => link(path))

/** docs/requirements.md §2, 'Link groups in the navigation': the treatment groups, exactly. */
export const treatmentGroups = {
  general: links([
    'dental-examinations', 'nhs-treatment', 'fillings', 'removable-dentures', 'crowns', 'bridges',
    'root-canal-treatment', 'childrens-dentistry', 'fissure-sealants', 'teeth-grinding', 'wisdom-tooth-extraction',
  ]),
  cosmetic: links(['teeth-whitening', 'veneers', 'composite-bonding', 'inlays-and-onlays', 'gum-recontouring', 'smile-makeover']),
  implants: links([
    'dental-implants-services', 'why-choose-us-for-your-implants', 'single-tooth-implant', 'multiple-dental-implants',
    'full-mouth-reconstuction', 'all-on-4-teeth-in-a-day', 'implant-bridges', 'implant-retained-dentures',
    'cbct-scanning', 'dental-implants-aftercare',
  ]),
  implantSupporting: links(['synthetic-bone-graft', 'sinus-graft', 'soft-tissue-graft', 'block-grafts', 'nerve-repositioning']),
  hygiene: links(['dental-hygiene', 'gum-disease', 'mouth-cancer-screening']),
  facial: links(['anti-wrinkle-treatment', 'dermal-fillers']),
} as const

/** The mobile drawer's ten collapsible groups (docs/requirements.md §2, Header). */
export const drawerGroups: readonly NavGroup[] = [
  {
    id: 'about',
    label: 'About',
    links: [
      link('why-choose-us'), link('meet-the-team'), link('our-clinics'), link('reviews'), link('testimonials'),
      link('smile-library'), link('private-dentist'), link('fees'), link('membership-plans'), link('finance'),
      link('help-for-nervous-platients'), link('useful-information'),
    ],
  },
  { id: 'general', label: 'General Dentistry', links: treatmentGroups.general },
  { id: 'cosmetic', label: 'Cosmetic Dentistry', links: treatmentGroups.cosmetic },
  { id: 'implants', label: 'Dental Implants', links: [...treatmentGroups.implants, link('what-is-a-dental-implant')] },
  { id: 'implant-supporting', label: 'Implant Supporting Treatments', links: treatmentGroups.implantSupporting },
  {
    id: 'invisalign',
    label: 'Invisalign',
    links: [
      link('invisalign'), link('invisalign-journey'), link('how-much-does-invisalign-cost'), link('invisible-braces'),
      link('what-is-orthodontics'),
    ],
  },
  { id: 'hygiene', label: 'Dental Hygiene', links: treatmentGroups.hygiene },
  { id: 'facial', label: 'Facial', links: treatmentGroups.facial },
  { id: 'blog', label: 'Blog', links: [link('blog', 'Latest articles')] },
  {
    id: 'contact',
    label: 'Contact',
    links: [link('contact-us'), link('register-patient'), link('referring-dentists'), link('our-clinics', 'Find us')],
  },
]

/** The desktop header bar (docs/requirements.md §2, Header). */
export const headerLinks: readonly NavLink[] = [
  link('treatments', 'All Treatments'),
  link('invisalign'),
  link('dental-implants-services', 'Dental Implants'),
  link('fees', 'Prices'),
  link('contact-us', 'Contact Us'),
]

/** docs/requirements.md §2, Popular treatments strip: five links with these labels. */
export const popularTreatments: readonly NavLink[] = [
  link('invisalign', 'Invisalign'),
  link('composite-bonding', 'Composite Bonding'),
  link('veneers', 'Porcelain Veneers'),
  link('what-is-a-dental-implant', 'Dental Implants'),
  link('anti-wrinkle-treatment', 'Facial Aesthetics'),
]

export const footerQuickLinks: readonly NavLink[] = [
  link('', 'Home'), link('why-choose-us'), link('meet-the-team'), link('our-clinics'), link('reviews'),
  link('fees'), link('finance'), link('blog'), link('useful-information', 'Downloads'), link('private-dentist'),
  link('referring-dentists'), link('register-patient'), link('contact-us'),
]

export const footerQuickServices: readonly NavLink[] = [
  link('invisalign'), link('dental-implants-services', 'Dental Implants'), link('teeth-whitening'), link('veneers'),
  link('composite-bonding'), link('dental-hygiene'), link('childrens-dentistry'), link('help-for-nervous-platients'),
]

export const legalLinks: readonly NavLink[] = [
  link('privacy-policy'), link('cookies'), link('complaints-procedure'), link('accessibility', 'Accessibility'), link('sitemap'),
  { href: '/sitemap.xml', label: 'sitemap.xml' },
]
