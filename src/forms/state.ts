import type { FieldErrors, TypedValues } from './definitions'

/**
 * What a form shows after an answer from the server (or, without JavaScript, after the round trip).
 * - success: the message in a success alert, the form emptied;
 * - invalid: the field errors (and an optional message), the typed values kept;
 * - error: nothing was stored; the message (with the practice phone) and the typed values kept.
 * The typed values are each cut to its field's limit (src/forms/echo.ts): the answer page shows
 * them in the form and hands them to the form's island once, as a prop.
 */
export interface FormState {
  readonly status: 'idle' | 'success' | 'invalid' | 'error'
  readonly message?: string
  readonly errors?: FieldErrors
  readonly values?: TypedValues
}

export const initialFormState: FormState = { status: 'idle' }
