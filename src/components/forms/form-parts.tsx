import { useId, type MouseEvent, type RefObject } from 'react'
import { HONEYPOT_FIELD } from '@/forms/constants'
import type { FormState } from '@/forms/state'
import type { SummaryError } from './use-patient-form'

/**
 * The answer, in live regions that are always present (so screen readers announce what appears):
 * a success in role=status (with the submission's reference, to quote if they call), an error or
 * a refusal in role=alert.
 */
export function FormAlerts({ state, id }: { state: FormState; id?: string }) {
  const success = state.status === 'success' ? state.message : undefined
  // Issue 46: a line of its own after the spec's message, which stays as it is.
  const reference = state.status === 'success' ? state.reference : undefined
  const problem = state.status === 'error' || state.status === 'invalid' ? state.message : undefined
  return (
    <div id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-28 outline-none">
      <div className={success ? 'mb-4 rounded-2xl border border-sage bg-sage-pale px-4 py-3 font-medium text-sage-deep' : undefined}>
        <div role="status">{success}</div>
        {/* Its own polite live region, always present: the status keeps the spec's message alone. */}
        <p aria-live="polite" data-testid="form-reference" className={reference ? 'mt-1' : undefined}>
          {reference && (
            <>
              Your reference is <strong className="font-mono tracking-wide">{reference}</strong>
            </>
          )}
        </p>
      </div>
      <div role="alert" className={problem ? 'mb-4 rounded-2xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800' : undefined}>
        {problem}
      </div>
    </div>
  )
}

/**
 * A field people never see and bots fill in. Off-screen rather than display:none (which bots
 * skip), out of the tab order and hidden from assistive technology.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="honeypot">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

interface SubmitButtonProps {
  readonly pending: boolean
  readonly label: string
  /** The referral form disables its button while sending (docs/requirements.md §4); the others refuse a second send. */
  readonly disableWhilePending?: boolean
}

export function SubmitButton({ pending, label, disableWhilePending }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-submit"
      disabled={disableWhilePending && pending}
      aria-disabled={pending || undefined}
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />}
      {pending ? 'Sending…' : label}
    </button>
  )
}

interface ErrorSummaryProps {
  readonly summary: {
    readonly errors: readonly SummaryError[]
    /** The errors came back from the server (no JavaScript): the page opens at the summary, which takes the focus. */
    readonly fromServer: boolean
    readonly ref: RefObject<HTMLDivElement | null>
    readonly id: string
  }
}

/** Moves the focus to the field (and its label into view), as GOV.UK's error summary does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const input = document.getElementById(fieldId)
  if (!input) return
  event.preventDefault()
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`)
  ;(label ?? input).scrollIntoView({ block: 'start' })
  input.focus({ preventScroll: true })
}

/**
 * The GOV.UK / NHS error summary: at the top of the form after a failed submit, headed "There is
 * a problem", each error a link to its field. It takes the focus (tabindex -1), and the page title
 * starts "Error: " while it shows. Without JavaScript the answer page, titled "Error: …" by its
 * head (components/frame/page-head.astro), opens at the summary (which focuses it) and the links are
 * plain #fragments, which focus their fields.
 */
export function ErrorSummary({ summary: { errors, fromServer, ref, id } }: ErrorSummaryProps) {
  const titleId = useId()
  if (errors.length === 0) return null
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      // GOV.UK's pattern: a page answering a post with errors opens on its error summary.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on that answer, never on a fresh page
      autoFocus={fromServer}
      aria-labelledby={titleId}
      data-testid="error-summary"
      className="col-span-full scroll-mt-28 rounded-2xl border-4 border-red-700 bg-white p-5 outline-offset-4 focus:outline-3 focus:outline-ink"
    >
      <h2 id={titleId} className="text-xl font-semibold text-ink">
        There is a problem
      </h2>
      <ul className="mt-3 grid gap-1.5">
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)} className="inline-block min-h-6 font-semibold text-red-800 underline underline-offset-2">
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
