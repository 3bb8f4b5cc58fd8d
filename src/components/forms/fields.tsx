import type { ReactNode } from 'react'
import type { FieldBinding } from './use-patient-form'

/** Shared field UI: a visible label tied to its control, the error under it, the invalid style. */
/** Text inputs, text areas and selects share one look (globals.css): a short class keeps every page's HTML small. */
const control = 'field-control'

export function FieldError({ field }: { field: FieldBinding }) {
  if (!field.error) return null
  return (
    <p id={field.errorId} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
      </svg>
      {field.error}
    </p>
  )
}

/** aria-invalid and aria-describedby, so screen readers hear the error with the field. */
export function errorAttributes(field: FieldBinding) {
  return { 'aria-invalid': field.error ? true : undefined, 'aria-describedby': field.error ? field.errorId : undefined }
}

const text = (value: FieldBinding['defaultValue']) => (typeof value === 'string' ? value : undefined)

interface TextFieldProps {
  readonly field: FieldBinding
  readonly label: string
  readonly type?: 'text' | 'email' | 'tel' | 'date'
  readonly autoComplete?: string
  readonly maxLength?: number
  readonly className?: string
  /** A field the visitor may leave empty: not `required`, and its label says so (GOV.UK's pattern). */
  readonly optional?: boolean
  /** 'numeric' brings up a digit keypad on phones (a GDC number: digits only). */
  readonly inputMode?: 'numeric'
}

export function TextField({ field, label, type = 'text', autoComplete, maxLength, className, optional = false, inputMode }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-ink-soft"> (optional)</span>}
      </label>
      <input
        id={field.id}
        name={field.name}
        type={type}
        required={!optional}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        defaultValue={text(field.defaultValue)}
        className={control}
        {...errorAttributes(field)}
      />
      <FieldError field={field} />
    </div>
  )
}

export function TextArea({ field, label, maxLength, className }: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block font-medium text-ink">
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        required
        rows={4}
        maxLength={maxLength}
        defaultValue={text(field.defaultValue)}
        className={control}
        {...errorAttributes(field)}
      />
      <FieldError field={field} />
    </div>
  )
}

interface SelectFieldProps {
  readonly field: FieldBinding
  readonly label: string
  readonly placeholder: string
  readonly options: readonly string[]
  readonly className?: string
}

export function SelectField({ field, label, placeholder, options, className }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block font-medium text-ink">
        {label}
      </label>
      <select id={field.id} name={field.name} required defaultValue={text(field.defaultValue) ?? ''} className={control} {...errorAttributes(field)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

/** A group of choices with a visible legend (radio buttons or tick boxes). */
export function ChoiceGroup({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className}>
      <legend className="font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid gap-2">{children}</div>
    </fieldset>
  )
}

interface ChoiceProps {
  readonly type: 'radio' | 'checkbox'
  readonly name: string
  readonly value: string
  readonly label: ReactNode
  readonly defaultChecked: boolean
  readonly id: string
}

export function Choice({ type, name, value, label, defaultChecked, id }: ChoiceProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="size-6 shrink-0 accent-larkspur-deep"
      />
      <label htmlFor={id} className="pt-0.5 text-ink-soft">
        {label}
      </label>
    </div>
  )
}
