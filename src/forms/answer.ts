import type { FormState } from './state'

/**
 * Whether a form's answer shows field errors: the page rendered for a post without JavaScript is
 * then titled "Error: …" (GOV.UK error summary pattern). `result` is an action's result as the
 * framework hands it to the page ({ data } or { error }), or undefined when nothing was posted.
 */
export function answerShowsErrors(result: { data?: FormState } | undefined): boolean {
  const state = result?.data
  return state?.status === 'invalid' && Object.keys(state.errors ?? {}).length > 0
}
