import { FORM_NAMES, type FormName } from './constants'
import { formsHostedAt, hostsForm } from './form-hosts'
import type { FormDefinition } from './definitions'
import { contactForm } from './schemas/contact'
import { enquiryForm } from './schemas/enquiry'
import { referralForm } from './schemas/referral'
import { registrationForm } from './schemas/registration'
import { MAX_FORM_BODY_BYTES } from './upload-rules'
import { PRACTICE_CHECK_MAX_BYTES } from '@/practice/check/limit'

/**
 * How large a POST may be, decided from its target before any of it is read (issue 27, point 1).
 * Only the referral carries a file; every other form can need no more than its fields' own
 * limits allow, so its limit is computed here from its schema, never typed: the sum of the
 * fields' longest values, times a factor for UTF-8 (up to 3 bytes for each UTF-16 unit a limit
 * counts) and for the previous state a form posted without JavaScript sends back (the typed
 * values again), plus the multipart framing of each part and the framework's hidden fields.
 * The webhook (which reads 64 KB at most itself) gets a small limit, the practice check its own
 * (ENDPOINT_RULES); any other post is refused.
 */
export const BYTES_PER_CHARACTER = 8
/** Room for the hidden fields a form carries besides its own: the action's name and state, the honeypot, React's action key. */
export const HIDDEN_PARTS = 8
export const PART_OVERHEAD_BYTES = 256
export const FIXED_OVERHEAD_BYTES = 16 * 1024
export const OTHER_POST_BYTES = 64 * 1024
/** Parts a post to anything but a form may have: a JSON webhook has none. */
export const OTHER_POST_PARTS = 16

const FORMS: Record<FormName, FormDefinition> = { enquiry: enquiryForm, contact: contactForm, registration: registrationForm, referral: referralForm }

interface SchemaNode {
  readonly _zod: { readonly def: { readonly type: string; readonly checks?: readonly SchemaNode[]; readonly check?: string; readonly maximum?: number; readonly innerType?: SchemaNode; readonly element?: SchemaNode; readonly entries?: Record<string, string> } }
}

const maximumOf = (node: SchemaNode) => node._zod.def.checks?.find((check) => check._zod.def.check === 'max_length' || check._zod.def.check === 'max_size')?._zod.def.maximum

/** The longest value one field can honestly carry, in characters (a list: all its items), or an error naming it. */
function longest(name: string, node: SchemaNode): { chars: number; parts: number } {
  const def = node._zod.def
  if (def.innerType) return longest(name, def.innerType)
  if (def.type === 'boolean') return { chars: 'on'.length, parts: 1 }
  if (def.type === 'enum') return { chars: Math.max(...Object.values(def.entries ?? {}).map((entry) => String(entry).length)), parts: 1 }
  const maximum = maximumOf(node)
  if (def.type === 'array' && def.element && maximum !== undefined) return { chars: maximum * longest(name, def.element).chars, parts: maximum }
  if (def.type === 'string' && maximum !== undefined) return { chars: maximum, parts: 1 }
  throw new Error(`the field ${name} (${def.type}) has no length limit to size the body by`)
}

function fieldsOf(definition: FormDefinition) {
  return Object.entries(definition.schema._zod.def.shape as Record<string, SchemaNode>).filter(([name]) => !definition.files?.includes(name))
}

/** The most parts a post of this form can honestly have. */
export function formPartsLimit(definition: FormDefinition): number {
  const fileParts = definition.files?.length ?? 0
  return fieldsOf(definition).reduce((parts, [name, node]) => parts + (definition.files?.includes(name) ? 0 : longest(name, node).parts), fileParts) + HIDDEN_PARTS
}

/** What a form's fields other than its file can honestly take: within FIELDS_ALLOWANCE_BYTES for the referral (body-limit.test.ts). */
export function fieldsBodyLimit(definition: FormDefinition): number {
  const chars = fieldsOf(definition).reduce((sum, [name, node]) => sum + longest(name, node).chars, 0)
  return chars * BYTES_PER_CHARACTER + formPartsLimit(definition) * PART_OVERHEAD_BYTES + FIXED_OVERHEAD_BYTES
}

/** The largest body this form's post can honestly have (the referral: its file and its fields). */
export function formBodyLimit(definition: FormDefinition): number {
  return definition.files?.length ? MAX_FORM_BODY_BYTES : fieldsBodyLimit(definition)
}

/**
 * What the server entry does with a request that has a body, decided from its address alone:
 * refuse it at once (unread), or read it within these limits. `allow` is the Allow header of a 405.
 */
export type BodyRule =
  | { readonly kind: 'unknown action' }
  | { readonly kind: 'not allowed'; readonly allow: string }
  | { readonly kind: 'limited'; readonly form?: FormName; readonly maxBytes: number; readonly maxParts: number }

const isFormName = (name: string): name is FormName => (FORM_NAMES as readonly string[]).includes(name)

const RULES = Object.fromEntries(FORM_NAMES.map((name) => [name, { kind: 'limited', form: name, maxBytes: formBodyLimit(FORMS[name]), maxParts: formPartsLimit(FORMS[name]) }])) as Record<FormName, BodyRule>
const OTHER: BodyRule = { kind: 'limited', maxBytes: OTHER_POST_BYTES, maxParts: OTHER_POST_PARTS }

/**
 * The endpoints that take a POST besides the forms (src/pages/api), each with its own limit: the
 * CMS webhook the small one; the site's check of a practice save (issue 36) the whole model twice
 * (src/practice/check/limit.ts).
 */
const ENDPOINT_RULES: ReadonlyMap<string, BodyRule> = new Map([
  ['/api/revalidate', OTHER],
  ['/api/practice/check', { kind: 'limited', maxBytes: PRACTICE_CHECK_MAX_BYTES, maxParts: OTHER_POST_PARTS }],
  // A page's or post's check (issue 45): the practice check's intake and bound.
  ['/api/content/check', { kind: 'limited', maxBytes: PRACTICE_CHECK_MAX_BYTES, maxParts: OTHER_POST_PARTS }],
])

export const POST_ENDPOINTS: ReadonlySet<string> = new Set(ENDPOINT_RULES.keys())

const ACTION_RPC = /^\/_actions\/([^/]*)\/?$/
const trimmed = (pathname: string) => pathname.replace(/(.)\/+$/, '$1')

/** The methods an address answers (a 405's Allow header): a page GET and HEAD, POST too where a form is. */
export function allowedMethods(pathname: string): string {
  if (ACTION_RPC.test(pathname) || POST_ENDPOINTS.has(trimmed(pathname))) return 'POST'
  return formsHostedAt(pathname).length > 0 ? 'GET, HEAD, POST' : 'GET, HEAD'
}

/**
 * The rule for a request with a body. A form post names its action (`?_action=<name>` on the page
 * that hosts the form, without JavaScript; `/_actions/<name>` with it): an action that does not
 * exist is refused, one posted to a page that does not show its form is a 405, and so is any other
 * post to a page (issue 34, points 1 and 9), all before anything is read or parsed.
 */
export function bodyRuleFor(pathname: string, search: URLSearchParams): BodyRule {
  const rpc = ACTION_RPC.exec(pathname)
  if (rpc) return isFormName(rpc[1] ?? '') ? RULES[rpc[1] as FormName] : { kind: 'unknown action' }
  if (pathname.startsWith('/_actions/')) return { kind: 'unknown action' }
  const name = search.get('_action')
  if (name === null) return ENDPOINT_RULES.get(trimmed(pathname)) ?? { kind: 'not allowed', allow: allowedMethods(pathname) }
  if (!isFormName(name)) return { kind: 'unknown action' }
  return hostsForm(pathname, name) ? RULES[name] : { kind: 'not allowed', allow: allowedMethods(pathname) }
}
