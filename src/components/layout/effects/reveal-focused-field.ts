/**
 * A text area reached by the keyboard is shown whole. Chromium scrolls only its caret into view, so
 * a box whose first line sits at the bottom edge stays mostly below it (WCAG 2.4.11 asks only that
 * it is not wholly hidden; a visitor should see where they will type). Other controls are shown
 * whole by the browser already. Without script the caret line still shows.
 */
export function attachRevealFocusedField(doc: Document = document): () => void {
  const view = doc.defaultView
  if (!view) return () => {}
  const reveal = (event: FocusEvent) => {
    const field = event.target
    if (!(field instanceof view.HTMLTextAreaElement)) return
    const box = field.getBoundingClientRect()
    // A box taller than the window needs only to start in it.
    if (box.top >= 0 && (box.bottom <= view.innerHeight || box.height > view.innerHeight)) return
    field.scrollIntoView({ block: 'nearest' })
  }
  doc.addEventListener('focusin', reveal)
  return () => doc.removeEventListener('focusin', reveal)
}
