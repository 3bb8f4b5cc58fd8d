/**
 * Marks a form control the visitor has typed in (or ticked, or chosen in), even if it is empty
 * again. A field typed in and cleared before its island starts looks untouched to the island: its
 * value is what the page served, and Chromium's :user-invalid does not match it (no `change` fires
 * when the value on leaving is the value on entering). So the frame's inline loader, which runs as
 * soon as the page is parsed, installs this, and the island reads the mark when it starts
 * (./given-before-start.ts; issue 34, point 3).
 *
 * It imports nothing: the loader must stay one inline script (astro.config.mjs), and a module the
 * islands import too would become a chunk of its own, a request held like every other script. So
 * the attribute is written out here and in ./given-before-start.ts; given-before-start.test.ts
 * checks the two agree.
 */
export function markTyping(document: Document): void {
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target
      if (target instanceof Element && target.closest('form')) target.setAttribute('data-typed', '')
    },
    { capture: true, passive: true },
  )
}
