/**
 * Same-page links marked `data-scroll-to` (components/blocks/scroll-to-link.tsx: 'Enquire now',
 * 'BOOK YOUR CONSULTATION', a cost banner's 'Book a consultation') glide to their target, instantly
 * under reduced motion, and hand keyboard focus to it, so the next Tab continues there. One
 * listener on the document, because those links are plain HTML wherever they are rendered (an
 * island's static children included). Without JavaScript each is an ordinary #anchor. Returns the undo.
 */
export function attachScrollToLinks(doc: Document = document): () => void {
  const view = doc.defaultView
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-scroll-to]') : null
    const target = link?.dataset.scrollTo ? doc.getElementById(link.dataset.scrollTo) : null
    if (!target) return
    event.preventDefault()
    const reduce = view?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  doc.addEventListener('click', onClick)
  return () => doc.removeEventListener('click', onClick)
}
