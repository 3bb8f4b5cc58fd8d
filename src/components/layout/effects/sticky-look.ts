/** The header takes its sticky look once the page has scrolled past 50 px (docs/requirements.md §9). */
export const STICKY_THRESHOLD_PX = 50

/** Sets `data-stuck` on the server-rendered header as the page scrolls; returns the undo. */
export function attachStickyLook(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('header[data-stuck]')
  const view = doc.defaultView
  if (!header || !view) return () => {}
  let stuck = header.dataset.stuck === 'true'
  const update = () => {
    const next = view.scrollY > STICKY_THRESHOLD_PX
    if (next === stuck) return
    stuck = next
    header.dataset.stuck = String(next)
  }
  update()
  view.addEventListener('scroll', update, { passive: true })
  return () => view.removeEventListener('scroll', update)
}
