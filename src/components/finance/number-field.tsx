import { useState } from 'react'
import { clampWhole, digitsOnly, type Limits } from '@/finance/input'

interface NumberFieldProps {
  readonly id: string
  readonly label: string
  readonly hint: string
  readonly prefix?: string
  readonly suffix?: string
  readonly value: string
  readonly limits: Limits
  readonly onChange: (value: string) => void
  /** What to tell the visitor when their number was moved to a limit. */
  readonly clampedNote: (value: number) => string
}

/**
 * A whole-number input: non-digits are stripped as the visitor types; the number is brought
 * within its limits only when they leave the field or press Enter, so typing 1 on the way to
 * 1500 is never snapped to 250 under their fingers.
 */
export function NumberField({ id, label, hint, prefix, suffix, value, limits, onChange, clampedNote }: NumberFieldProps) {
  const [note, setNote] = useState('')

  const commit = () => {
    const clamped = clampWhole(value, limits)
    if (String(clamped) === value) return
    // Leading zeros are tidied silently; a number moved to a limit is explained.
    setNote(value !== '' && Number(value) === clamped ? '' : clampedNote(clamped))
    onChange(String(clamped))
  }

  return (
    <div>
      <label htmlFor={id} className="block text-base font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
      <div className="relative mt-2">
        {prefix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-xl text-ink-soft">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={value}
          aria-describedby={`${id}-hint ${id}-note`}
          onChange={(event) => {
            setNote('')
            onChange(digitsOnly(event.target.value))
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            commit()
          }}
          className={`h-14 w-full rounded-xl border-2 border-line bg-white text-xl font-semibold tabular-nums text-ink transition-colors hover:border-ink-soft focus:border-larkspur-deep ${prefix ? 'pl-9' : 'pl-4'} ${suffix ? 'pr-10' : 'pr-4'}`}
        />
        {suffix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-xl text-ink-soft">
            {suffix}
          </span>
        )}
      </div>
      <p id={`${id}-note`} aria-live="polite" className="mt-2 text-sm font-medium text-larkspur-deep empty:mt-0">
        {note}
      </p>
    </div>
  )
}
