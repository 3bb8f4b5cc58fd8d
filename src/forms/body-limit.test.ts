import { maxLength, object, string } from 'zod/mini'
import { bodyRuleFor, formBodyLimit, formPartsLimit, OTHER_POST_BYTES } from './body-limit'
import { LIMITS } from './constants'
import { contactForm } from './schemas/contact'
import { MAX_FORM_BODY_BYTES } from './upload-rules'

const rule = (path: string, query = '') => bodyRuleFor(path, new URLSearchParams(query))
const limitOf = (path: string, query = '') => {
  const found = rule(path, query)
  return found.kind === 'limited' ? found.maxBytes : 0
}

test('only the referral may carry the big upload; every other form a few tens of KB at most', () => {
  expect(limitOf('/referring-dentists', '_action=referral')).toBe(MAX_FORM_BODY_BYTES)
  expect(limitOf('/_actions/referral')).toBe(MAX_FORM_BODY_BYTES)
  for (const form of ['enquiry', 'contact', 'registration']) {
    for (const limit of [limitOf('/veneers', `_action=${form}`), limitOf(`/_actions/${form}`)]) {
      expect(limit, form).toBeGreaterThan(16 * 1024)
      expect(limit, form).toBeLessThanOrEqual(96 * 1024)
    }
  }
})

test('a form’s limit follows its fields’ own limits: room for every field at its longest, in any script, echoed once', () => {
  const longest = LIMITS.short * 2 + LIMITS.email + LIMITS.phone + LIMITS.long
  expect(formBodyLimit(contactForm)).toBeGreaterThan(longest * 6)
  // One more long field makes room for it.
  const longer = { ...contactForm, schema: object({ ...contactForm.schema._zod.def.shape, more: string().check(maxLength(5000)) }) }
  expect(formBodyLimit(longer) - formBodyLimit(contactForm)).toBeGreaterThan(5000 * 6)
  expect(formPartsLimit(longer)).toBe(formPartsLimit(contactForm) + 1)
})

test('a field with no length limit cannot be sized: it is named, not guessed', () => {
  const open = { ...contactForm, schema: object({ note: string() }) }
  expect(() => formBodyLimit(open)).toThrow('note')
})

test('an action that does not exist is refused before anything is read', () => {
  expect(rule('/veneers', '_action=nope')).toEqual({ kind: 'unknown action' })
  expect(rule('/_actions/nope')).toEqual({ kind: 'unknown action' })
  expect(rule('/_actions/')).toEqual({ kind: 'unknown action' })
  expect(rule('/_actions/contact/extra')).toEqual({ kind: 'unknown action' })
})

test('any other post (the webhook, a page) gets the small limit and few parts', () => {
  expect(rule('/api/revalidate')).toEqual({ kind: 'limited', maxBytes: OTHER_POST_BYTES, maxParts: 16 })
  expect(limitOf('/veneers')).toBe(OTHER_POST_BYTES)
  // Parts: each form's fields, its list's items, its file, and a few hidden ones; far from 100,000.
  const parts = (query: string) => {
    const found = rule('/x', query)
    return found.kind === 'limited' ? found.maxParts : 0
  }
  expect(parts('_action=contact')).toBeLessThan(32)
  expect(parts('_action=referral')).toBeLessThan(40)
})
