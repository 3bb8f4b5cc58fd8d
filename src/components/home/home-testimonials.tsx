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
    <section aria-labelledby="home-testimonials-title" data-home-section="testimonials" className="bg-sage-pale py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <SectionTitle id="home-testimonials">What our patients say</SectionTitle>
          <a href="/reviews" className="inline-flex min-h-11 items-center gap-2 font-semibold text-larkspur-deep underline underline-offset-2">
            More reviews
            <ArrowIcon className="size-4" />
          </a>
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item, index) => (
            <li key={item.author} data-testid="home-testimonial" className={index === 0 ? 'md:col-span-2' : ''}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm">
                <QuoteIcon className="h-5 w-7 text-sage" />
                <blockquote className={`mt-3 flex-1 text-ink ${index === 0 ? 'text-lg sm:text-xl' : ''}`}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm font-semibold">
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
