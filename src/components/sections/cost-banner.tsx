import type { Phone } from '@/practice/site-facts'
import { BookingLink } from '../blocks/booking-link'
import { ScrollToLink } from '../blocks/scroll-to-link'
import { Section, SectionTitle } from '@/components/ui/section'

export interface Price {
  readonly label: string
  readonly price: string
}

/** The cost and booking band at the foot of the orthodontic pages: prices, 0% finance and a way to book. */
const bookClass = 'btn bg-larkspur text-white ring-2 ring-white/40 hover:bg-larkspur-deep'

/** `treatment` fills BOOKING_URL's {treatment} placeholder; `phone`: the practice's (SiteFacts.phone). */
export function CostBanner({ id, title, prices, note, treatment, phone }: { id: string; title: string; prices: readonly Price[]; note: string; treatment: string; phone: Phone }) {
  return (
    <Section id={id}>
      <div className="grid gap-8 rounded-3xl bg-ink p-8 text-white sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <SectionTitle id={id} className="text-white">{title}</SectionTitle>
          <p className="mt-3 text-white/85">{note}</p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            {prices.map((item) => (
              <div key={item.label} className="rounded-2xl bg-white/10 px-5 py-4">
                <dt className="text-sm text-white/80">{item.label}</dt>
                <dd className="font-display text-2xl font-semibold">{item.price}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-3">
          <a href="/finance" className="btn bg-white text-ink hover:bg-sand">
            Spread the cost with 0% finance
          </a>
          <BookingLink
            label="Book a consultation"
            context={{ treatment }}
            className={bookClass}
            fallback={
              <ScrollToLink targetId="getintouchform" className={bookClass}>
                Book a consultation
              </ScrollToLink>
            }
          />
          <p className="text-center text-sm text-white/80">
            Or call us on{' '}
            <a href={phone.href} className="font-semibold text-white underline underline-offset-2">
              {phone.display}
            </a>
          </p>
        </div>
      </div>
    </Section>
  )
}
