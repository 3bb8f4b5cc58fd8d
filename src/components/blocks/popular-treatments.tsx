import Link from 'next/link'
import { popularTreatments } from '@/site/navigation'
import { ArrowIcon } from '../ui/icons'

/** SPEC section 2: the five popular treatment links. */
export function PopularTreatments() {
  return (
    <section aria-labelledby="popular-treatments-title" className="bg-sand py-12">
      <div className="container-page">
        <h2 id="popular-treatments-title" className="text-2xl sm:text-3xl">
          Popular treatments
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {popularTreatments.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="group flex h-full min-h-16 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-4 font-semibold shadow-sm ring-1 ring-sand-deep transition hover:-translate-y-0.5 hover:shadow-md"
              >
                {link.label}
                <ArrowIcon className="size-5 shrink-0 text-larkspur transition group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
