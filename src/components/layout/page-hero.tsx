import Image from 'next/image'
import Link from 'next/link'
import type { ReactNode } from 'react'

export interface Crumb {
  readonly href: string
  readonly label: string
}

/** The band at the top of every inner page: breadcrumbs, the H1, an optional lead and artwork. */
export function PageHero({ title, lead, crumbs = [], art, children }: { title: string; lead?: string; crumbs?: readonly Crumb[]; art?: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-sand">
      {art && (
        <Image
          src={art}
          alt=""
          width={1600}
          height={600}
          priority
          sizes="66vw"
          className="absolute inset-y-0 right-0 hidden h-full w-2/3 object-cover object-right opacity-90 md:block [mask-image:linear-gradient(to_right,transparent,black_40%)]"
        />
      )}
      <div className="container-page relative py-10 sm:py-14">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-3 max-w-2xl text-4xl font-semibold sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-xl text-lg text-ink-soft">{lead}</p>}
        {children}
      </div>
    </div>
  )
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-soft">
        <li>
          <Link href="/" className="underline-offset-2 hover:underline">
            Home
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <Link href={crumb.href} className="underline-offset-2 hover:underline">
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
