import Image from 'next/image'
import Link from 'next/link'
import { practice } from '@/site/practice'

/** The homepage banner. Issue 6 turns it into the four-slide rotating carousel. */
export function HomeBanner() {
  return (
    <section className="relative overflow-hidden bg-sand" aria-label="Featured treatments">
      <div className="container-page grid items-center gap-8 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="font-semibold tracking-wide text-sage-deep uppercase">Private dentist in {practice.town}</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Invisalign in as little as 6 months</h1>
          <p className="mt-5 max-w-lg text-lg text-ink-soft">
            {practice.tagline}. Gentle care for nervous patients, dental implants, and cosmetic treatments planned around you.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/contact-us" className="btn btn-primary">
              Book appointment
            </Link>
            <a href="#getintouchform" className="btn btn-secondary">
              Enquire now
            </a>
          </div>
        </div>
        <Image
          src="/media/heroes/orthodontics.webp"
          alt=""
          width={1600}
          height={600}
          priority
          sizes="(min-width: 768px) 50vw, 100vw"
          className="h-64 w-full rounded-3xl object-cover md:h-96"
        />
      </div>
    </section>
  )
}
