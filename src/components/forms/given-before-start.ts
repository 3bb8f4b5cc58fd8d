import { HONEYPOT_FIELD } from '@/forms/constants'

/** Set by the frame's inline loader on a control the visitor typed in (./typed-before-start.ts). */
export const TYPED_ATTRIBUTE = 'data-typed'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement

/**
 * Whether the visitor gave the control input: marked by the frame's inline loader as they typed
 * (./typed-before-start.ts), which holds when it was typed in and cleared again (the value is
 * then what the page served, and the browser's :user-invalid does not match it either).
 */
const typedIn = (control: Control): boolean => control.hasAttribute(TYPED_ATTRIBUTE)

/** Whether the control differs from what the page served (its defaults). */
function changedFromServed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected)
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked !== control.defaultChecked
  if (control instanceof HTMLInputElement && control.type === 'file') return (control.files?.length ?? 0) > 0
  return control.value !== control.defaultValue
}

/**
 * The names of the form's controls the visitor gave something before its island started (issue
 * 27, point 12): on a slow network the page's HTML is a working form seconds before its script
 * arrives, and what is typed then must count as if typed after. React keeps what was typed when it
 * takes over the HTML (the controls are uncontrolled), but sends no change for it; this reads it.
 * The honeypot is left out: people never fill it in.
 */
export function givenBeforeStart(form: HTMLFormElement): string[] {
  const names = new Set<string>()
  for (const element of form.elements) {
    if (!isControl(element) || !element.name || element.name === HONEYPOT_FIELD) continue
    if (typedIn(element) || changedFromServed(element)) names.add(element.name)
  }
  return [...names]
}
