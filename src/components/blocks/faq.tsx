import Link from 'next/link'

/** Answer text: plain strings, and internal links written as { href, text }. */
export type Inline = string | { readonly href: string; readonly text: string }

export interface FaqItem {
  readonly question: string
  readonly answer: readonly Inline[]
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The answer as the small HTML subset search engines accept in FAQPage answers (links with absolute URLs). */
function answerHtml(answer: readonly Inline[], origin: string): string {
  return answer.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<a href="${origin}${part.href}">${escapeHtml(part.text)}</a>`)).join('')
}

/** `origin` is this site's public origin: answers' links must be absolute in structured data. */
export function faqJsonLd(items: readonly FaqItem[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: answerHtml(item.answer, origin) } })),
  }
  // '<' escaped so the JSON can never close the script element early.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** An accordion of native <details>: keyboard, screen reader and no-JavaScript support come free. */
export function Faq({ id, title, items, intro, origin }: { id: string; title: string; items: readonly FaqItem[]; intro?: string; origin: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="py-14">
      <div className="container-page max-w-4xl">
        <h2 id={`${id}-title`} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-3 text-lg text-ink-soft">{intro}</p>}
        <div className="mt-8 divide-y divide-line rounded-3xl bg-white ring-1 ring-line">
          {items.map((item) => (
            <details key={item.question} className="group px-5 sm:px-7">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 shrink-0 text-larkspur transition-transform group-open:rotate-180 motion-reduce:transition-none" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </summary>
              <p className="pb-5 text-ink-soft">
                {item.answer.map((part, index) =>
                  typeof part === 'string' ? (
                    part
                  ) : (
                    <Link key={index} href={part.href} className="font-semibold text-larkspur-deep underline underline-offset-2 hover:text-ink">
                      {part.text}
                    </Link>
                  ),
                )}
              </p>
            </details>
          ))}
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items, origin) }} />
    </section>
  )
}
