import Link from 'next/link'
import { PopularTreatments } from '@/components/blocks/popular-treatments'
import { practice } from '@/site/practice'

/** The 404 page's body: a heading, ways on and the phone number (inside the site's frame). */
export function NotFoundContent() {
  return (
    <>
      <div className="container-page py-16 sm:py-24">
        <p className="font-semibold tracking-wide text-sage-deep uppercase">Page not found</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">We couldn’t find that page</h1>
        <p className="mt-5 max-w-xl text-lg text-ink-soft">
          The link may be old or mistyped. You can start from our home page, browse every page on the site, or call us on{' '}
          <a className="font-semibold text-larkspur-deep underline" href={practice.phone.href}>
            {practice.phone.display}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/" className="btn btn-primary">
            Home page
          </Link>
          <Link href="/sitemap" className="btn btn-secondary">
            All pages
          </Link>
          <Link href="/contact-us" className="btn btn-secondary">
            Contact us
          </Link>
        </div>
      </div>
      <PopularTreatments />
    </>
  )
}
