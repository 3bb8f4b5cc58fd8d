import { maxLength, object, string } from 'zod/mini'
import fs from 'node:fs'
import path from 'node:path'
import { allowedMethods, bodyRuleFor, fieldsBodyLimit, formBodyLimit, formPartsLimit, OTHER_POST_BYTES, POST_ENDPOINTS } from './body-limit'
import { LIMITS } from './constants'
import { contactForm } from './schemas/contact'
import { referralForm } from './schemas/referral'
import { FIELDS_ALLOWANCE_BYTES, MAX_FORM_BODY_BYTES, MAX_UPLOAD_BYTES } from './upload-rules'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'

const rule = (path: string, query = '') => bodyRuleFor(path, new URLSearchParams(query))
const limitOf = (path: string, query = '') => {
  const found = rule(path, query)
  return found.kind === 'limited' ? found.maxBytes : 0
}

// The referral's fixed allowance for its fields must cover them all (the referring dentist's, issue 46, included).
test('the referral’s fields fit the room its limit leaves beside the file', () => {
  expect(MAX_FORM_BODY_BYTES - MAX_UPLOAD_BYTES).toBe(FIELDS_ALLOWANCE_BYTES)
  expect(fieldsBodyLimit(referralForm)).toBeLessThanOrEqual(FIELDS_ALLOWANCE_BYTES)
})

test('only the referral may carry the big upload; every other form a few tens of KB at most', () => {
  expect(limitOf('/referring-dentists', '_action=referral')).toBe(MAX_FORM_BODY_BYTES)
  expect(limitOf('/_actions/referral')).toBe(MAX_FORM_BODY_BYTES)
  for (const form of ['enquiry', 'contact', 'registration']) {
    const page = form === 'enquiry' ? '/veneers' : form === 'contact' ? '/contact-us' : '/register-patient'
    for (const limit of [limitOf(page, `_action=${form}`), limitOf(`/_actions/${form}`)]) {
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

test('an action posted to a page that does not show its form is a 405 before anything is read: the referral’s limit only on its page', () => {
  for (const page of ['/', '/fees', '/veneers', '/contact-us']) expect(rule(page, '_action=referral'), page).toEqual({ kind: 'not allowed', allow: 'GET, HEAD, POST' })
  expect(rule('/blog', '_action=enquiry')).toEqual({ kind: 'not allowed', allow: 'GET, HEAD' })
  expect(rule('/complaints-procedure', '_action=enquiry')).toEqual({ kind: 'not allowed', allow: 'GET, HEAD' })
  expect(rule('/fees', '_action=contact')).toEqual({ kind: 'not allowed', allow: 'GET, HEAD, POST' })
})

test('a post to a page without an action is a 405 with Allow; the webhook gets the small limit and few parts', () => {
  expect(rule('/api/revalidate')).toEqual({ kind: 'limited', maxBytes: OTHER_POST_BYTES, maxParts: 16 })
  expect(rule('/veneers')).toEqual({ kind: 'not allowed', allow: 'GET, HEAD, POST' })
  expect(rule('/blog/some-post')).toEqual({ kind: 'not allowed', allow: 'GET, HEAD' })
  expect(allowedMethods('/api/revalidate')).toBe('POST')
  expect(allowedMethods('/_actions/contact')).toBe('POST')
  // Parts: each form's fields, its list's items, its file, and a few hidden ones; far from 100,000.
  const parts = (page: string, query: string) => {
    const found = rule(page, query)
    return found.kind === 'limited' ? found.maxParts : 0
  }
  expect(parts('/contact-us', '_action=contact')).toBeLessThan(32)
  expect(parts('/referring-dentists', '_action=referral')).toBeLessThan(40)
})

test('the practice check (issue 36) has a limit of its own, larger than the webhook’s, decided before anything is read', () => {
  expect(rule('/api/practice/check')).toEqual({ kind: 'limited', maxBytes: PRACTICE_CHECK_MAX_BYTES, maxParts: 16 })
  expect(PRACTICE_CHECK_MAX_BYTES).toBeGreaterThan(OTHER_POST_BYTES)
  expect(allowedMethods('/api/practice/check')).toBe('POST')
  expect(rule('/api/practice')).toEqual({ kind: 'not allowed', allow: 'GET, HEAD' })
})

test('the endpoints that take a POST are those under src/pages/api that export one', () => {
  const api = path.resolve(import.meta.dirname, '../pages/api')
  const posting = fs
    .readdirSync(api, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && /export const POST\b/.test(fs.readFileSync(path.join(api, file), 'utf8')))
    .map((file) => `/api/${file.replace(/\.ts$/, '')}`)
  expect(new Set(posting)).toEqual(POST_ENDPOINTS)
})
