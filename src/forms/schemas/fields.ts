import { _default, email as emailFormat, enum as oneOf, maxLength, minLength, string, trim } from 'zod/mini'
import { INTERESTED_OPTIONS } from '../wording/choices'
import { INVALID_EMAIL, REQUIRED } from '../wording/errors'
import { LIMITS } from '../constants'

/**
 * Field schemas shared by the browser and the server (zod/mini keeps the browser bundle small).
 * Every message is the visitor's: 'This field is required' for anything missing (docs/requirements.md §8).
 */
const tooLong = (max: number) => `Please keep this under ${max} characters`

export function requiredText(max: number) {
  return string({ error: REQUIRED }).check(trim(), minLength(1, REQUIRED), maxLength(max, tooLong(max)))
}

/** A field the visitor may leave empty: absent or blank is '' (so the store and the e-mail show nothing). */
export function optionalText(max: number) {
  return _default(string().check(trim(), maxLength(max, tooLong(max))), '')
}

export const email = string({ error: REQUIRED }).check(trim(), minLength(1, REQUIRED), maxLength(LIMITS.email, tooLong(LIMITS.email)), emailFormat(INVALID_EMAIL))

/** No phone format rule applies (docs/requirements.md §5); only a length limit. */
export const phone = requiredText(LIMITS.phone)

export const interested = oneOf(INTERESTED_OPTIONS, REQUIRED)

/** A two-way radio choice; docs/requirements.md §5: it defaults to 1. */
export const choice = _default(oneOf(['1', '2'], REQUIRED), '1')
