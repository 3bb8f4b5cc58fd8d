import type { ReactNode } from 'react'

/**
 * A page section, named by its heading: `id` gives the heading's id (`{id}-title`) and the
 * section's aria-labelledby, so a screen reader lists it under its title. `className` colours
 * the band (e.g. 'bg-sand'); `inner` lays out the centred column inside it. With `title`, the
 * heading comes first; without, a SectionTitle with the same id goes where the layout wants it.
 */
export function Section({
  id,
  title,
  className = '',
  inner = '',
  compact = false,
  children,
}: {
  id: string
  title?: ReactNode
  className?: string
  inner?: string
  compact?: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${compact ? 'py-12' : 'py-14'} ${className}`.trim()}>
      <div className={`container-page ${inner}`.trim()}>
        {title !== undefined && <SectionTitle id={id}>{title}</SectionTitle>}
        {children}
      </div>
    </section>
  )
}

const titleSizes = { large: 'text-3xl sm:text-4xl', small: 'text-2xl sm:text-3xl' } as const

/** The heading of a Section with the same `id`. */
export function SectionTitle({ id, size = 'large', className = '', children }: { id: string; size?: keyof typeof titleSizes; className?: string; children: ReactNode }) {
  return (
    <h2 id={`${id}-title`} className={`${titleSizes[size]} ${className}`.trim()}>
      {children}
    </h2>
  )
}
