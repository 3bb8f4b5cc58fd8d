import { withState } from '@astrojs/react/actions'
import type { SafeResult } from 'astro:actions'
import { failedMessage } from '@/forms/wording/errors'
import type { FormState } from '@/forms/state'
import { practice } from '@/site/practice'
import type { FormAction } from '../forms/use-patient-form'

type AstroFormAction = ((data: FormData) => Promise<SafeResult<Record<string, never>, FormState>>) & { toString(): string }

/**
 * An Astro action as the forms' FormAction: the state is our FormState (an action's error —
 * too large, refused by the origin check — becomes the error answer with the practice phone).
 * It keeps the action's form metadata, so React renders a form that posts to the action without
 * JavaScript (`?_action=…`), and `permalink` is where that answer page opens.
 */
export function formAction(action: AstroFormAction): FormAction {
  const stateful = withState(action as never) as unknown as ((state: unknown, data: FormData) => Promise<SafeResult<Record<string, never>, FormState>>) & Record<string, unknown>
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
