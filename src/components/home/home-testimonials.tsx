import { testimonials } from '@/site/testimonials'
import { SectionTitle } from '@/components/ui/section'
import { ArrowIcon, QuoteIcon } from '@/components/ui/icons'

/**
 * The spec's five testimonials on the homepage (issue 29), as a plain list: server HTML and no
 * script at all, where the carousel of the other pages would add its code as it nears the screen.
 * The first is set larger, the rest beside and below it.
 */
export function HomeTestimonials() {
  return (
    <section aria-labelledby="home-testimonials-title" data-home-section="testimonials" className="below-fold band-home-testimonials bg-sage-pale py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <SectionTitle id="home-testimonials">What our patients say</SectionTitle>
          <a href="/reviews" className="inline-flex min-h-11 items-center gap-2 font-semibold text-larkspur-deep underline underline-offset-2">
            More reviews
            <ArrowIcon className="size-4" />
          </a>
        </div>
        <ul className="mt-6 grid gap-3 sm:mt-8 sm:gap-4 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item, index) => (
            <li key={item.author} data-testid="home-testimonial" className={index === 0 ? 'md:col-span-2' : ''}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-5 shadow-sm sm:p-6">
                <QuoteIcon className="h-4 w-6 text-sage sm:h-5 sm:w-7" />
                <blockquote className={`mt-2 flex-1 text-ink sm:mt-3 ${index === 0 ? 'sm:text-xl' : ''}`}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-3 text-sm font-semibold sm:mt-4">
                  {item.author} <span className="font-normal text-ink-soft">· {item.treatment}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
