import { quoting, type SiteFacts } from '@/practice/site-facts'

/** The homepage banner's four slides (docs/requirements.md §2); artwork from scripts/artwork/banner.ts. */
export interface BannerSlide {
  /** File name under public/media/banner/ (plus '-small' for the 387x312 variant). */
  readonly image: string
  readonly eyebrow: string
  readonly title: string
  readonly text: string
  readonly href: string
  readonly more: string
}

/** The slides, quoting the request's prices (server-side: the carousel island gets none of this). */
export const bannerSlides = (facts: Pick<SiteFacts, 'prices' | 'phone'>): readonly BannerSlide[] => [
  {
    image: 'invisalign',
    eyebrow: 'Invisalign clear aligners',
    title: 'Invisalign in as little as 6 months',
    text: 'Nearly invisible, removable aligners, each set worn for about two weeks. Start with a 3D iTero scan and see a preview of your new smile before you decide.',
    href: '/invisalign',
    more: 'About Invisalign',
  },
  {
    image: 'composite-bonding',
    eyebrow: 'Cosmetic dentistry',
    title: 'Composite bonding',
    text: `Tooth-coloured resin repairs chips, closes small gaps and evens out edges, usually in a single visit and without drilling. ${quoting(facts, ['compositeBondingPerTooth'], (bonding) => `From ${bonding} per tooth.`)}`,
    href: '/composite-bonding',
    more: 'About bonding',
  },
  {
    image: 'dental-implants',
    eyebrow: 'Dental implants',
    title: 'Dental implants for missing teeth',
    text: 'Fixed, natural-looking replacements for one tooth or many, planned with a 3D CBCT scan and placed here at the practice by Dr Rohan Mehta.',
    href: '/dental-implants-services',
    more: 'About implants',
  },
  {
    image: 'porcelain-veneers',
    eyebrow: 'Cosmetic dentistry',
    title: 'Porcelain veneers',
    text: `Thin porcelain shells, shaped and shaded to suit your face, that brighten and reshape your front teeth. ${quoting(facts, ['veneersPerTooth'], (veneer) => `From ${veneer} per tooth.`)}`,
    href: '/veneers',
    more: 'About veneers',
  },
]
