import { practice } from '@/site/practice'

/** docs/requirements.md §2: the handset breakpoint swaps the desktop logo for the mobile one. */
export const HANDSET_MEDIA = '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)'

/**
 * Both logos are small WebP files (4 and 7 KB) already sized for a 2x screen, served as they are:
 * an optimiser's thirteen-width srcset would cost more bytes in every page than it could save.
 */
export function Logo() {
  return (
    <a href="/" className="inline-flex shrink-0 items-center rounded-md" aria-label={`${practice.name}, home`}>
      <picture>
        <source media={HANDSET_MEDIA} srcSet="/media/brand/logo-mobile.webp" width={240} height={96} />
        <img src="/media/brand/logo-desktop.webp" width={520} height={120} alt={practice.name} fetchPriority="high" className="h-9 w-auto min-[390px]:h-10 sm:h-12" />
      </picture>
    </a>
  )
}
