/**
 * Set on an island's root once React has attached its handlers there. Nothing styles it: it is
 * how a browser test knows a control will answer a click or a key, whatever renders the page
 * (tests/e2e/fixtures.ts `interactive`). Without JavaScript it never appears.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive'

/** A ref callback for an island's root element: marks it interactive as it is hydrated. */
export function markInteractive(element: Element | null): void {
  element?.setAttribute(INTERACTIVE_ATTRIBUTE, '')
}
