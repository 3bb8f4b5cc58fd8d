// @vitest-environment jsdom
import { attachRevealFocusedField } from './reveal-focused-field'

/** jsdom lays nothing out: each element's box is set by hand, with the window 900 px tall. */
function fieldAt(tag: 'textarea' | 'input', top: number, height: number) {
  const field = document.createElement(tag)
  document.body.append(field)
  field.getBoundingClientRect = () => ({ top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) })
  const scrolled = vi.fn()
  field.scrollIntoView = scrolled
  return { field, scrolled }
}

beforeEach(() => {
  document.body.replaceChildren()
  Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true })
})

test('a text area that starts at the bottom edge is scrolled into view whole; one in view, one taller than the window and other controls are left', () => {
  const undo = attachRevealFocusedField()
  const cut = fieldAt('textarea', 831, 124)
  const shown = fieldAt('textarea', 200, 124)
  const tall = fieldAt('textarea', 100, 1200)
  const input = fieldAt('input', 880, 48)
  for (const { field } of [cut, shown, tall, input]) field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  expect(cut.scrolled).toHaveBeenCalledWith({ block: 'nearest' })
  expect(shown.scrolled).not.toHaveBeenCalled()
  expect(tall.scrolled).not.toHaveBeenCalled()
  expect(input.scrolled).not.toHaveBeenCalled()
  undo()
  cut.field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  expect(cut.scrolled).toHaveBeenCalledTimes(1)
})
