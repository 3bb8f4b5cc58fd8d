import { getImageProps } from 'next/image'
import Link from 'next/link'
import { practice } from '@/site/practice'

/** SPEC section 2: the handset breakpoint swaps the desktop logo for the mobile one. */
export const HANDSET_MEDIA = '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)'

export function Logo() {
  const common = { alt: practice.name, priority: true, sizes: '220px' }
  const { props: mobile } = getImageProps({ ...common, src: '/media/brand/logo-mobile.webp', width: 240, height: 96 })
  const { props: desktop } = getImageProps({ ...common, src: '/media/brand/logo-desktop.webp', width: 520, height: 120 })
  return (
    <Link href="/" className="inline-flex shrink-0 items-center rounded-md" aria-label={`${practice.name}, home`}>
      <picture>
        <source media={HANDSET_MEDIA} srcSet={mobile.srcSet} width={240} height={96} />
        <img {...desktop} alt={practice.name} className="h-10 w-auto sm:h-12" />
      </picture>
    </Link>
  )
}
