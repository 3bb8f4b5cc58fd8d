import { Picture, type PictureView } from '@/components/ui/picture'
import { SectionTitle } from '@/components/ui/section'
import { ArrowIcon } from '@/components/ui/icons'

/** One card: the route it links to, what the strip calls it, and its record's headline price with the option it is for. */
export interface TreatmentCard {
  readonly href: string
  readonly label: string
  /** The headline price in words: 'from £910 per tooth'. */
  readonly price: string
  /** The option that price is for: 'Porcelain veneer'. */
  readonly option: string
  readonly picture: PictureView
}

/** The artwork's display sizes: a 96 px square crop on a phone, a 4:3 crop of about 230 px from 1024 px up (the art is 8:3, so twice as wide). */
export const TREATMENT_ART_SIZES = '(min-width: 1024px) 480px, 256px'

/**
 * The homepage's main treatments (issue 29): each popular treatment of the spec's strip with its
 * artwork and the "from" price of the record it presents. Server HTML; the whole card is the link.
 */
export function HomeTreatments({ cards }: { cards: readonly TreatmentCard[] }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="home-treatments-title" data-home-section="treatments" className="below-fold band-home-treatments bg-sand py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <SectionTitle id="home-treatments">Treatments and prices</SectionTitle>
          <a href="/fees" className="inline-flex min-h-11 items-center gap-2 font-semibold text-larkspur-deep underline underline-offset-2">
            All our fees
            <ArrowIcon className="size-4" />
          </a>
        </div>
        <p className="mt-3 max-w-2xl text-ink-soft">Each card shows the lowest price of the treatment; every option and range is on our fees page.</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {cards.map((card) => (
            <li key={card.href} data-testid="home-treatment" className="relative flex gap-4 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-line transition hover:shadow-md lg:flex-col lg:gap-0 lg:p-0">
              <div className="size-24 shrink-0 overflow-hidden rounded-2xl bg-sand-deep lg:aspect-[4/3] lg:size-auto lg:w-full lg:rounded-b-none lg:rounded-t-3xl">
                <Picture picture={card.picture} className="size-full object-cover object-[90%_50%]" />
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-center lg:p-5">
                <h3 className="text-xl [overflow-wrap:anywhere]">
                  <a href={card.href} className="after:absolute after:inset-0 after:rounded-3xl hover:underline">
                    {card.label}
                  </a>
                </h3>
                <p className="mt-1 font-semibold text-larkspur-deep" data-testid="home-treatment-price">
                  {card.price.charAt(0).toUpperCase() + card.price.slice(1)}
                </p>
                <p className="mt-0.5 text-sm text-ink-soft">{card.option}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

