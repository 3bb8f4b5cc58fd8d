import { Parser } from 'htmlparser2'
import type { ContentRule, PageRule } from './rule'
import { findingAt } from './claims-said'
import { BEFORE_AFTER_FILE, BEFORE_AFTER_WORDS } from './vocabulary'

/**
 * Before-and-after pictures only as consented cases. Source: CAP Code 3.45 and 3.7 (the ASA treats
 * them as testimonials: genuine, held on file, not retouched), GDC Standards 1.3 and 4.2
 * (consent to use a patient's images), and CAP Code 12.12 for prescription-only medicines. The
 * model's cases (a consent date, the clinician, "unretouched": true) are shown in a section marked
 * `data-consented-cases` (src/components/treatment/treatment-cases.tsx); a picture anywhere else
 * whose alt text, title, file name or caption says before or after (a post, a page) is refused.
 */
export const BEFORE_AFTER = 'before-after'
const source = 'CAP Code 3.7, 3.45; GDC Standards 1.3, 4.2 (consent)'
const advice = 'before-and-after pictures are shown only as the treatment’s consented cases (the practice model’s cases, with consent date and clinician)'

/** The file name of an image's address, without its folders or query. */
const fileName = (src: string) => src.split(/[?#]/)[0]?.split('/').pop() ?? ''

const saysBeforeAfter = (image: { alt?: string; title?: string; src?: string }) =>
  [image.alt, image.title].some((words) => words !== undefined && BEFORE_AFTER_WORDS.test(words)) || BEFORE_AFTER_FILE.test(fileName(image.src ?? ''))

/** The before-and-after pictures of an HTML document outside its consented cases: each by its alt text or file name. */
export function unconsentedPictures(html: string): string[] {
  const found: string[] = []
  let consented = 0
  // Each open <figure>: its images and its caption, judged together when it closes.
  const figures: { images: string[]; caption: string; inCaption: boolean }[] = []
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (consented > 0 || 'data-consented-cases' in attributes) consented += 1
        if (name === 'figure') figures.push({ images: [], caption: '', inCaption: false })
        const figure = figures.at(-1)
        if (name === 'figcaption' && figure) figure.inCaption = true
        if (name !== 'img' || consented > 0) return
        const named = attributes.alt?.trim() || fileName(attributes.src ?? '')
        if (saysBeforeAfter(attributes)) found.push(named)
        else figure?.images.push(named)
      },
      ontext: (text) => {
        const figure = figures.at(-1)
        if (figure?.inCaption) figure.caption += text
      },
      onclosetag: (name) => {
        if (consented > 0) consented -= 1
        const open = figures.at(-1)
        if (name === 'figcaption' && open) open.inCaption = false
        if (name !== 'figure') return
        const figure = figures.pop()
        if (figure && figure.images.length > 0 && BEFORE_AFTER_WORDS.test(figure.caption)) found.push(...figure.images)
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return found
}

/** Markdown's images as the <img> they render: '![Before and after](/x.jpg "title")'. */
const markdownImages = (body: string) =>
  body.replace(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"([^"]*)")?\s*\)/g, (_, alt: string, src: string, title?: string) => `<img alt="${alt.replace(/"/g, '&quot;')}" src="${src}"${title ? ` title="${title.replace(/"/g, '&quot;')}"` : ''}>`)

export const beforeAfterPageRule: PageRule = {
  id: BEFORE_AFTER,
  source,
  check: (page) => findingAt(BEFORE_AFTER, page.path, unconsentedPictures(page.html), advice),
}

export const beforeAfterContentRule: ContentRule = {
  id: BEFORE_AFTER,
  source,
  check: (file) => findingAt(BEFORE_AFTER, file.path, unconsentedPictures(markdownImages(file.body)), advice),
}
