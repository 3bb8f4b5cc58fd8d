// @vitest-environment jsdom
import { HONEYPOT_FIELD } from '@/forms/constants'
import { givenBeforeStart } from './given-before-start'
import { markTyping } from './typed-before-start'

/** A served form: a name, an e-mail, the honeypot; nothing typed yet. */
function servedForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="fullname" value="">
    <input name="email" type="email" value="">
    <input name="${HONEYPOT_FIELD}" value="">
  </form>`
  return document.querySelector('form')!
}

/** What the browser does as the visitor types one key, or deletes one. */
function type(input: HTMLInputElement, value: string): void {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('what the visitor did before the island started', () => {
  markTyping(document)

  test('a field typed in and cleared again counts, though its value is what the page served', () => {
    const form = servedForm()
    const name = form.elements.namedItem('fullname') as HTMLInputElement
    type(name, 'x')
    type(name, '')
    expect(name.value).toBe(name.defaultValue)
    expect(givenBeforeStart(form)).toEqual(['fullname'])
  })

  test('a field never typed in does not count; the honeypot never does', () => {
    const form = servedForm()
    type(form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement, 'spam')
    expect(givenBeforeStart(form)).toEqual([])
  })
})
