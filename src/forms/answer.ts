import type { FormState } from './state'

/**
 * Whether a form's answer shows field errors: the page a post without JavaScript is sent back to
 * is then titled "Error: …" (GOV.UK error summary pattern). `result` is the held answer
 * (`locals.formAnswer`: { data } or no data), or undefined when nothing was posted.
 */
export function answerShowsErrors(result: { data?: FormState } | undefined): boolean {
  const state = result?.data
  return state?.status === 'invalid' && Object.keys(state.errors ?? {}).length > 0
}
