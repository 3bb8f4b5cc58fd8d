import { HONEYPOT_FIELD } from '@/forms/constants'
import type { FormState } from '@/forms/state'

/**
 * The answer, in live regions that are always present (so screen readers announce what appears):
 * a success in role=status, an error or a refusal in role=alert.
 */
export function FormAlerts({ state }: { state: FormState }) {
  const success = state.status === 'success' ? state.message : undefined
  const problem = state.status === 'error' || state.status === 'invalid' ? state.message : undefined
  return (
    <>
      <div role="status" className={success ? 'mb-4 rounded-2xl border border-sage bg-sage-pale px-4 py-3 font-medium text-sage-deep' : undefined}>
        {success}
      </div>
      <div role="alert" className={problem ? 'mb-4 rounded-2xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800' : undefined}>
        {problem}
      </div>
    </>
  )
}

/**
 * A field people never see and bots fill in. Off-screen rather than display:none (which bots
 * skip), out of the tab order and hidden from assistive technology.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
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
      className="btn btn-primary min-w-40 disabled:cursor-progress disabled:opacity-70 aria-disabled:cursor-progress aria-disabled:opacity-70"
      disabled={disableWhilePending && pending}
      aria-disabled={pending || undefined}
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />}
      {pending ? 'Sending…' : label}
    </button>
  )
}
