import { ChevronIcon } from '@/components/ui/icons'
import { Section, SectionTitle } from '@/components/ui/section'
import { escapeHtml } from '@/lib/escape-html'
import { jsonLdText } from '@/lib/json-ld'

export interface FaqItem {
  readonly question: string
  /** Plain text; an internal link is written as [text](/path). */
  readonly answer: string
}

/** Answer text split into plain strings and internal links. */
export type Inline = string | { readonly href: string; readonly text: string }

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g

export function inlineParts(answer: string): Inline[] {
  const parts: Inline[] = []
  let at = 0
  for (const match of answer.matchAll(LINK)) {
    if (match.index > at) parts.push(answer.slice(at, match.index))
    parts.push({ text: match[1]!, href: match[2]! })
    at = match.index + match[0].length
  }
  if (at < answer.length) parts.push(answer.slice(at))
  return parts
}


/** The answer as the small HTML subset search engines accept in FAQPage answers (links with absolute URLs). */
function answerHtml(answer: string, origin: string): string {
  return inlineParts(answer).map((part) => (typeof part === 'string' ? escapeHtml(part) : `<a href="${escapeHtml(`${origin}${part.href}`)}">${escapeHtml(part.text)}</a>`)).join('')
}

/** `origin` is this site's public origin: answers' links must be absolute in structured data. */
export function faqJsonLd(items: readonly FaqItem[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: answerHtml(item.answer, origin) } })),
  }
  return jsonLdText(data)
}

/** An accordion of native <details>: keyboard, screen reader and no-JavaScript support come free. */
export function Faq({ id, title, items, intro, origin }: { id: string; title: string; items: readonly FaqItem[]; intro?: string; origin: string }) {
  return (
    <Section id={id} inner="max-w-4xl">
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro && <p className="mt-3 text-lg text-ink-soft">{intro}</p>}
      <div className="mt-8 divide-y divide-line rounded-3xl bg-white ring-1 ring-line">
        {items.map((item) => (
          <details key={item.question} className="group px-5 sm:px-7">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronIcon className="size-5 shrink-0 text-larkspur transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="pb-5 text-ink-soft">
              {inlineParts(item.answer).map((part, index) =>
                typeof part === 'string' ? (
                  part
                ) : (
                  <a key={index} href={part.href} className="font-semibold text-larkspur-deep underline underline-offset-2 hover:text-ink">
                    {part.text}
                  </a>
                ),
              )}
            </p>
          </details>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items, origin) }} />
    </Section>
  )
}
