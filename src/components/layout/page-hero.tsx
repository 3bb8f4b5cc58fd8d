import type { ReactNode } from 'react'

export interface Crumb {
  readonly href: string
  readonly label: string
}

/** The band at the top of every inner page: breadcrumbs, the H1, an optional lead and artwork (a HeroPicture). */
export function PageHero({ title, lead, crumbs = [], art, children }: { title: string; lead?: string; crumbs?: readonly Crumb[]; art?: ReactNode; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-sand">
      {art}
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
          <a href="/" className="underline-offset-2 hover:underline">
            Home
          </a>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <a href={crumb.href} className="underline-offset-2 hover:underline">
              {crumb.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
