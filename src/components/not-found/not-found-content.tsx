import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { NOT_FOUND_HEADING, NOT_FOUND_LEAD } from '@/site/not-found-title'
import type { Phone } from '@/practice/site-facts'

/** Where a lost visitor can go next; the first is the main way. */
const waysOn = [
  { href: '/', label: 'Home page' },
  { href: '/sitemap', label: 'All pages' },
  { href: '/contact-us', label: 'Contact us' },
] as const

/** The 404 page's body: a heading, ways on and the phone number (inside the site's frame). */
export function NotFoundContent({ phone }: { phone: Phone }) {
  return (
    <>
      <div className="container-page py-16 sm:py-24">
        <p className="font-semibold tracking-wide text-sage-deep uppercase">Page not found</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{NOT_FOUND_HEADING}</h1>
        <p className="mt-5 max-w-xl text-lg text-ink-soft">
          {NOT_FOUND_LEAD} You can start from our home page, browse every page on the site, or call us on{' '}
          <a className="font-semibold text-larkspur-deep underline" href={phone.href}>
            {phone.display}
          </a>
          .
        </p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {waysOn.map((way, index) => (
            <li key={way.href}>
              <a href={way.href} className={index === 0 ? 'btn btn-primary' : 'btn btn-secondary'}>
                {way.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <PopularTreatments />
    </>
  )
}
