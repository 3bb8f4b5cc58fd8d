import 'server-only'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'

/**
 * The "Error: " title of a form's answer without JavaScript (GOV.UK error summary pattern).
 *
 * Without JavaScript a form posts to its page, Next.js runs the form's server action and then
 * renders the page again for that one request, with the action's answer. The page's <title> comes
 * from its metadata, which is prerendered and cannot read the request (reading cookies or headers
 * there would make every visitor's page render per request). So the action marks its own
 * request, and the metadata asks whether the request it renders for was so marked.
 *
 * The request is Next.js's per-request store, which the action and the render after it share
 * (a framework internal, imported from its `.external` module as `next/headers` does). Anywhere
 * else — a prerender at build, a cached scope, a test outside Next.js — there is no such mark,
 * so pages keep their title. tests/e2e/forms.spec.ts checks the title without JavaScript, so a
 * Next.js upgrade that changes this fails there.
 */
const answersWithErrors = new WeakSet<object>()

/** Called by a form's server action when its answer shows field errors. */
export function markAnswerWithErrors(): void {
  const store = workUnitAsyncStorage.getStore()
  if (store?.type === 'request') answersWithErrors.add(store)
}

/** True while rendering the answer to a form post whose action marked it (see above). */
export function answerShowsErrors(): boolean {
  const store = workUnitAsyncStorage.getStore()
  return store?.type === 'request' && answersWithErrors.has(store)
}
