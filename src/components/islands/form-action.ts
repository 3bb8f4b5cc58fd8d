import type { SafeResult } from 'astro:actions'
import { failedMessage } from '@/forms/wording/errors'
import { messages } from '@/forms/wording/messages'
import type { FormName } from '@/forms/constants'
import type { FormState } from '@/forms/state'
import type { FormAction } from '../forms/use-patient-form'

/**
 * An action's answer as Astro hands it over (a SafeResult: { data } or { error }), to the island's
 * call or to the page after a post without JavaScript: `data`, and the error's code only.
 */
export type ActionAnswer = Pick<SafeResult<Record<string, never>, FormState>, 'data'> & { readonly error?: { readonly code: string } }

/** One of the forms' Astro actions (src/actions/index.ts), as `actions.x` from astro:actions. */
export type AstroFormAction = ((data: FormData) => Promise<ActionAnswer>) & { toString(): string }

/**
 * Our FormState from an action's answer. An action's error (too large, refused by the origin
 * check, a failure in the handler) is the error answer with the practice phone: nothing was stored.
 * A sender past the forms' limit is refused by the server entry before the action runs (a 429,
 * TOO_MANY_REQUESTS: src/server/main.ts) and told so, as the action itself would have.
 */
export function answerState(result: ActionAnswer, phone: string): FormState {
  if (result.data) return result.data
  return { status: 'error', message: result.error?.code === 'TOO_MANY_REQUESTS' ? messages.rateLimited(phone) : failedMessage(phone) }
}

/**
 * The answer to this form on the GET after its post without JavaScript: the page reads what the
 * post/redirect/get step took for it (`Astro.locals.formAnswer`, src/middleware/actions.ts) and
 * hands it to that one island as a prop; undefined on any other request, or when another form was posted.
 */
export function postedAnswer(posted: App.Locals['formAnswer'], form: FormName, phone: string): FormState | undefined {
  return posted?.form === form ? answerState({ data: posted.data }, phone) : undefined
}

/**
 * An Astro action as the forms' FormAction, by the framework's public surface only: without
 * JavaScript the island's <form method="post" encType="multipart/form-data"> posts to the
 * action's query string (`?_action=…`, the string `actions.x` turns into, as Astro's docs
 * show for HTML forms), is sent 303 back to the page, and the page passes the answer in; with JavaScript the island calls
 * the action itself (a fetch of FormData to /_actions/…, multipart, so the referral's file
 * travels either way).
 */
export function formAction(action: AstroFormAction, phone: string): FormAction {
  return {
    url: action.toString(),
    send: async (data) => answerState(await action(data), phone),
  }
}
