import { useEffect, useRef, useState } from 'react'
import { FILE_TOO_LARGE, hasAllowedExtension, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@/forms/upload-rules'
import { errorAttributes } from './fields'
import type { FieldBinding } from './use-patient-form'

/** What is wrong with the input's chosen file, if anything; a file refused is taken out of the input. */
function refuse(input: HTMLInputElement): string | undefined {
  const file = input.files?.[0]
  const problem = file && (!hasAllowedExtension(file.name) ? INVALID_FILE_TYPE : file.size > MAX_UPLOAD_BYTES ? FILE_TOO_LARGE : undefined)
  if (problem) input.value = ''
  return problem
}

/**
 * The referral's file. The picker offers the names of src/forms/upload-rules.ts; a chosen file
 * with another name (docs/requirements.md §5) or over the size limit raises an alert and is not kept.
 * A file chosen before the island started is checked when it starts (issue 27, point 12).
 */
export function FileField({ field, label, hint }: { field: FieldBinding; label: string; hint: string }) {
  const [notice, setNotice] = useState<string>()
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current?.files?.length) setNotice(refuse(ref.current))
  }, [])
  const onChange = (event: { readonly currentTarget: HTMLInputElement }) => setNotice(refuse(event.currentTarget))
  const shown = { ...field, error: notice ?? field.error }
  return (
    <div>
      <label htmlFor={field.id} className="block font-medium text-ink">
        {label}
      </label>
      <p id={`${field.id}-hint`} className="mt-1 text-sm text-ink-soft">
        {hint}
      </p>
      <input
        ref={ref}
        id={field.id}
        name={field.name}
        type="file"
        required
        accept={UPLOAD_ACCEPT}
        onChange={onChange}
        className="mt-1.5 block w-full min-h-11 rounded-xl border border-dashed border-line bg-white px-3.5 py-2.5 text-ink file:mr-4 file:min-h-9 file:rounded-full file:border-0 file:bg-larkspur-pale file:px-4 file:font-semibold file:text-larkspur-deep aria-[invalid=true]:border-red-700"
        {...errorAttributes(shown)}
        aria-describedby={[`${field.id}-hint`, shown.error ? field.errorId : undefined].filter(Boolean).join(' ')}
      />
      {/* Always present, so the refusal is announced the moment it appears. */}
      <div role="alert">
        {shown.error && (
          <p id={field.errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {shown.error}
          </p>
        )}
      </div>
    </div>
  )
}
