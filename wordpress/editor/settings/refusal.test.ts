import { describe, expect, it } from 'vitest'
import { refusal } from './refusal'

describe('a refused save', () => {
  it('gives its message and the problems to show beside their fields', () => {
    const problem = { field: 'group.email', message: 'Not an e-mail address.', introduced: true }
    expect(refusal({ code: 'larkspur_settings_refused', message: 'Not saved.', data: { status: 400, problems: [problem] } })).toEqual({ message: 'Not saved.', problems: [problem] })
  })

  it('says the server did not answer when the failure has no message (a network error)', () => {
    expect(refusal(new TypeError(''))).toEqual({ message: 'The settings could not be saved: the server did not answer.', problems: [] })
    expect(refusal(undefined).problems).toEqual([])
  })
})
