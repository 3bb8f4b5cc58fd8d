import { testimonials } from '@/site/testimonials'

/** The built-in testimonials. Issue 6 turns this into the autoplaying carousel with dots. */
export function TestimonialList() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-sage-pale py-14">
      <div className="container-page">
        <h2 id="testimonials-title" className="text-3xl">
          What our patients say
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm">
                <blockquote className="flex-1 text-ink-soft">“{item.quote}”</blockquote>
                <figcaption className="mt-4 font-semibold">
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
