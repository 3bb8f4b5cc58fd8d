import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react'
import { markInteractive } from '@/components/ui/interactive'
import { readForm, validate, type FieldErrors, type FormDefinition, type Validation } from '@/forms/definitions'
import { failedMessage, REQUIRED } from '@/forms/wording/errors'
import { initialFormState, type FormState } from '@/forms/state'
import { givenBeforeStart } from './given-before-start'

/**
 * Where a form sends (src/components/islands/form-action.ts makes one from an Astro action): without
 * JavaScript the browser posts the form to `url` (the action's `?_action=…`) plus the answer's
 * fragment; with it, `send` calls the action and resolves to its answer.
 */
export interface FormAction {
  readonly url: string
  readonly send: (data: FormData) => Promise<FormState>
}

/**
 * What each form island is given: its action, and, on the page the 303 after this form's post
 * without JavaScript leads to, the server's answer (the typed values in it cut to each field's limit).
 */
export interface FormProps {
  readonly action: FormAction
  readonly answer?: FormState
}

/** Where a form sits: the id its no-JavaScript answer scrolls back to, and the phone to offer on failure. */
export interface FormPlace {
  readonly anchor: string
  readonly phone: string
}

/** One line of the error summary: the field's label and message, linking to the field. */
export interface SummaryError {
  readonly name: string
  readonly fieldId: string
  readonly label: string
  readonly message: string
}

export interface FieldBinding {
  readonly id: string
  readonly name: string
  readonly error?: string
  readonly errorId: string
  readonly defaultValue?: string | readonly string[] | boolean
}

/**
 * One form's behaviour (docs/requirements.md §4 and §5). Without JavaScript the form posts to its server
 * action and the page renders the answer (errors and typed values) into it. With JavaScript
 * we validate first with the same schema, show 'This field is required' once a field has been
 * typed in or a submit tried, focus the first invalid field, and send only a valid form. What the
 * visitor did before the island started (typed, cleared, ticked, chose a file) counts as if done
 * after: it is read from the page when the island starts (issue 27, point 12).
 *
 * The schema (and zod with it) is loaded when the visitor first focuses the form, not with the
 * page: most visitors never touch it.
 */
export function usePatientForm(
  load: () => Promise<FormDefinition>,
  { action, answer: served = initialFormState, anchor, phone }: FormProps & FormPlace,
  labels: Readonly<Record<string, string>>,
  /** The registration form's rule (docs/requirements.md §5.4): an empty field is flagged only after a submit attempt. */
  { requiredAfterSubmit = false } = {},
) {
  const prefix = useId()
  // Without JavaScript the answer page opens at this fragment: the error summary when there is one,
  // else the success or failure message. Chromium focuses a focusable fragment target (both are),
  // so the summary has the focus there too (autofocus is ignored on a page opened at a fragment).
  const answerId = `${anchor}-answer`
  const [answer, setAnswer] = useState<FormState | null>(null)
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [pending, startTransition] = useTransition()
  // Bumped to move the focus to the error summary once the errors have rendered.
  const [focusRequest, setFocusRequest] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const state = answer ?? served

  const errorFor = (name: string): string | undefined => {
    const fromServer = touched.has(name) ? undefined : state.errors?.[name]
    if (fromServer || submitted) return fromServer ?? clientErrors[name]
    const typed = touched.has(name) ? clientErrors[name] : undefined
    return requiredAfterSubmit && typed === REQUIRED ? undefined : typed
  }

  // GOV.UK pattern: after a failed submit the focus goes to the error summary at the top of the form.
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus()
  }, [focusRequest])

  // After a success the form empties (the defaults are empty again by then).
  useEffect(() => {
    if (answer?.status === 'success') ref.current?.reset()
  }, [answer])

  const check = async (element: HTMLFormElement): Promise<Validation> => {
    const definition = await load()
    const result = validate(definition, readForm(definition, new FormData(element)))
    setClientErrors(result.ok ? {} : result.errors)
    return result
  }

  // On start, what the visitor already gave the page's HTML is checked as if just given: a field
  // typed in (or typed in and cleared), a box ticked, a choice made. The file field checks its own file.
  useEffect(() => {
    const form = ref.current
    markInteractive(form)
    const given = form ? givenBeforeStart(form) : []
    if (!form || given.length === 0) return
    setTouched((previous) => new Set([...previous, ...given]))
    void check(form)
    // Once, on start: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (!name) return
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)))
    void check(event.currentTarget)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript we send the form ourselves, so a failed send keeps what was typed.
    event.preventDefault()
    if (pending) return
    const element = event.currentTarget
    setSubmitted(true)
    setTouched(new Set())
    startTransition(async () => {
      const result = await check(element)
      if (!result.ok) {
        setAnswer(null)
        setFocusRequest((count) => count + 1)
        return
      }
      let next: FormState
      try {
        next = await action.send(new FormData(element))
      } catch {
        next = { status: 'error', message: failedMessage(phone) }
      }
      setAnswer(next)
      if (next.status === 'success') setSubmitted(false)
      if (next.status === 'invalid') setFocusRequest((count) => count + 1)
    })
  }

  // The summary lists the errors once a submit has been tried (or the server refused the form);
  // each line goes as its field is put right.
  const summary: SummaryError[] =
    submitted || state.status === 'invalid'
      ? Object.entries(labels).flatMap(([name, label]) => {
          const message = errorFor(name)
          return message ? [{ name, fieldId: `${prefix}${name}`, label, message }] : []
        })
      : []
  // Without JavaScript the page comes back from the server with the errors, opens at the summary and
  // is titled "Error: …" by its layout (src/forms/answer.ts); with JavaScript this effect does it.
  const fromServer = answer === null && served.status === 'invalid'
  const hasErrors = summary.length > 0
  useEffect(() => {
    if (!hasErrors) return
    document.title = `Error: ${document.title.replace(/^Error: /, '')}`
    return () => {
      document.title = document.title.replace(/^Error: /, '')
    }
  }, [hasErrors])

  const field = (name: string): FieldBinding => ({
    id: `${prefix}${name}`,
    name,
    error: errorFor(name),
    errorId: `${prefix}${name}-error`,
    defaultValue: state.values?.[name],
  })

  return {
    state,
    pending,
    field,
    summary: { errors: summary, fromServer, ref: summaryRef, id: answerId },
    /** The id the answer's messages carry when no summary shows. */
    alertsId: hasErrors ? undefined : answerId,
    formProps: {
      ref,
      // A plain post without JavaScript (or before the island starts): multipart, so the referral's file goes with it.
      method: 'post',
      encType: 'multipart/form-data',
      action: `${action.url}#${answerId}`,
      onSubmit,
      onChange,
      // Fetch the schema as soon as the visitor shows an interest in the form.
      onFocus: () => void load(),
      noValidate: true,
      'aria-busy': pending || undefined,
    },
  }
}
