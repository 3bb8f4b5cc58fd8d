import Image from 'next/image'
import type { LogoItem } from '@/site/accreditations'

/** The accreditation row. Issue 6 turns it into the autoplaying carousel the spec describes. */
export function BrandLogos({ logos }: { logos: readonly LogoItem[] }) {
  return (
    <ul className="grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-5">
      {logos.map((logo) => (
        <li key={logo.src} className="flex justify-center">
          <Image src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} sizes="180px" className="h-16 w-auto sm:h-20" />
        </li>
      ))}
    </ul>
  )
}
