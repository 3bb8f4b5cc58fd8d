import type { FieldErrors, TypedValues } from './definitions'

/**
 * What a form shows after an answer from the server (or, without JavaScript, after the round trip).
 * - success: the message in a success alert with the reference, the form emptied;
 * - invalid: the field errors (and an optional message), the typed values kept;
 * - error: nothing was stored; the message (with the practice phone) and the typed values kept.
 * The typed values are each cut to its field's limit (src/forms/echo.ts): the answer page shows
 * them in the form and hands them to the form's island once, as a prop.
 */
export interface FormState {
  readonly status: 'idle' | 'success' | 'invalid' | 'error'
  readonly message?: string
  /**
   * With a success: the submission's reference (issue 46, `LDC-7K3M-9QX2`), shown on a line of its
   * own after the message, so the spec's message stays as it is. Never a field value.
   */
  readonly reference?: string
  readonly errors?: FieldErrors
  readonly values?: TypedValues
}

export const initialFormState: FormState = { status: 'idle' }
