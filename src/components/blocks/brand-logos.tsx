import type { LogoItem } from '@/practice/accreditations'
import { Carousel, CarouselSlide } from './carousel'

/**
 * docs/requirements.md §9. 'brand' (footer, homepage, /brandlogo): loops every 3000 ms, 300 ms moves, margin 10,
 * 1 / 1 / 2 / 4 / 5 logos from 0 / 400 / 740 / 940 / 1200 px. 'wide' (private dentist): every 6000 ms,
 * 1 logo up to 767 px, 2 from 768, 4 from 1200. Both pause on hover and focus and have a pause button.
 */
const variants = {
  brand: {
    autoplayMs: 3000,
    // 1 logo up to 739 px (so at 400 too), 2 from 740, 4 from 940, 5 from 1200: a class of
    // globals.css, as this carousel is in every page's footer.
    slideClass: 'brand-logo-slide',
  },
  wide: {
    autoplayMs: 6000,
    slideClass: 'basis-full min-[768px]:basis-1/2 min-[1200px]:basis-1/4',
  },
} as const

export type LogoVariant = keyof typeof variants

/** Embla's duration for a move that settles in about 300 ms. */
const MOVE_300_MS = 16
const MARGIN_PX = 10

/** A carousel of logos, which pages pass as data (an island's props, when it is one). */
export function BrandLogos({ logos, variant = 'brand', label = 'Accreditations and partners' }: { logos: readonly LogoItem[]; variant?: LogoVariant; label?: string }) {
  const { autoplayMs, slideClass } = variants[variant]
  return (
    <Carousel
      label={label}
      loop
      autoplayMs={autoplayMs}
      duration={MOVE_300_MS}
      gap={MARGIN_PX}
      count={logos.length}
      noun="logo"
      className="flex items-center gap-3"
      viewportClass="min-w-0 flex-1"
      controlsClass="shrink-0"
    >
      {logos.map((logo, index) => (
        <CarouselSlide key={logo.src} index={index} count={logos.length} gap={MARGIN_PX} basis={slideClass}>
          {/* A trust mark leads to where a patient can check it (its issuer's register). */}
          <a href={logo.href} className="logo-tile" {...(logo.href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
            {/* Small WebP badges (6-8 KB) served as they are: no srcset of widths in every page's HTML. */}
            <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" decoding="async" className="h-20 w-auto" />
          </a>
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
