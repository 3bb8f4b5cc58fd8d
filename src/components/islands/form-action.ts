import { withState } from '@astrojs/react/actions'
import type { SafeResult } from 'astro:actions'
import { failedMessage } from '@/forms/wording/errors'
import type { FormState } from '@/forms/state'
import { practice } from '@/site/practice'
import type { FormAction } from '../forms/use-patient-form'

export type AstroFormAction = ((data: FormData) => Promise<SafeResult<Record<string, never>, FormState>>) & { toString(): string }

/** What React asks a server-side form action for to render its <form> (action, method, hidden name). */
type FormMetadata = () => Record<string, unknown>

/**
 * The action with its form metadata asking for multipart: Astro's names no encoding, so a form
 * posted without JavaScript would send a file's name instead of the file. Every form posts
 * multipart; with JavaScript the action sends FormData, multipart too.
 */
function postingMultipart(action: AstroFormAction): AstroFormAction {
  const metadata = (action as unknown as { $$FORM_ACTION?: FormMetadata }).$$FORM_ACTION
  if (!metadata) return action
  return Object.assign((data: FormData) => action(data), {
    toString: () => action.toString(),
    $$FORM_ACTION: () => ({ ...metadata.call(action), encType: 'multipart/form-data' }),
  })
}

/**
 * An Astro action as the forms' FormAction: the state is our FormState (an action's error —
 * too large, refused by the origin check — becomes the error answer with the practice phone).
 * It keeps the action's form metadata, so React renders a form that posts to the action without
 * JavaScript (`?_action=…`, multipart), and `permalink` is where that answer page opens.
 */
export function formAction(action: AstroFormAction): FormAction {
  const stateful = withState(postingMultipart(action) as never) as unknown as ((state: unknown, data: FormData) => Promise<SafeResult<Record<string, never>, FormState>>) & Record<string, unknown>
  const adapted = (async (state: FormState, data: FormData) => toFormState(await stateful(state, data))) as FormAction & Record<string, unknown>
  for (const key of ['$$FORM_ACTION', '$$IS_SIGNATURE_EQUAL', 'bind']) if (key in stateful) adapted[key] = stateful[key]
  adapted.permalinkBase = action.toString()
  adapted.toState = toFormState
  return adapted
}

/** Our FormState from an action's result (as React hands it back after a post without JavaScript too). */
export function toFormState(result: unknown): FormState {
  if (result && typeof result === 'object' && 'status' in result) return result as FormState
  const safe = (result ?? {}) as Partial<SafeResult<Record<string, never>, FormState>>
  return safe.data ?? { status: 'error', message: failedMessage(practice.phone.display) }
}
