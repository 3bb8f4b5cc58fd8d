import 'server-only'
import { z } from 'zod'
import type { FormName } from '../constants'
import type { FieldErrors } from '../definitions'
import type { StoredUpload } from '../store/schema'
import { CF7_FORM_IDS, cf7Entries, ourFieldName } from './cf7-payload'
import { describeError, type DeliveryResult } from './result'

/** CF7 treats a User-Agent under 2 characters as spam: say who we are. */
export const USER_AGENT = 'LarkspurDentalWebsite/1.0 (+forms relay; Node.js)'
const TIMEOUT_MS = 10_000

const answerSchema = z.object({
  status: z.string(),
  message: z.string().default(''),
  invalid_fields: z.array(z.object({ field: z.string(), message: z.string() })).optional().catch(undefined),
})

export interface Cf7Submission {
  readonly reference: string
  readonly form: FormName
  readonly fields: Record<string, unknown>
  readonly upload: StoredUpload | null
}

export function feedbackUrl(base: string, form: FormName): string {
  return `${base}contact-form-7/v1/contact-forms/${CF7_FORM_IDS[form]}/feedback`
}

/** POSTs one submission to Contact Form 7's REST feedback endpoint (multipart, as CF7 requires) and reads its verdict. */
export async function sendToCf7(base: string, submission: Cf7Submission, readFile: (upload: StoredUpload) => Promise<Uint8Array>): Promise<DeliveryResult> {
  const body = new FormData()
  for (const [key, value] of cf7Entries(submission.form, submission.fields, submission.reference)) body.append(key, value)
  if (submission.form === 'referral' && submission.upload) {
    const bytes = await readFile(submission.upload)
    body.append('uploadfile', new Blob([new Uint8Array(bytes)], { type: submission.upload.mimeType }), submission.upload.originalName)
  }
  let response: Response
  try {
    response = await fetch(feedbackUrl(base, submission.form), {
      method: 'POST',
      body,
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
      // Never followed (issue 27, point 7): fetch would post the whole submission, a referral's
      // X-ray included, to wherever a misconfigured or compromised CF7 host points, http:// too.
      redirect: 'manual',
    })
  } catch (error) {
    return { kind: 'transient', error: `Contact Form 7 unreachable: ${describeError(error)}`, code: 'CF7_UNREACHABLE' }
  }
  const status = `HTTP ${response.status} from ${new URL(response.url || base).host}`
  // CF7's REST route does not redirect: one that does is misconfigured, and retrying will not change that.
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel()
    return { kind: 'permanent', error: `${status}: a redirect, not followed`, code: `HTTP_${response.status}` }
  }
  if (response.status >= 500 || response.status === 429 || response.status === 408) return { kind: 'transient', error: status, code: `HTTP_${response.status}` }
  if (!response.ok) return { kind: 'permanent', error: `${status}: ${(await response.text().catch(() => '')).slice(0, 300)}`, code: `HTTP_${response.status}` }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) return { kind: 'transient', error: `${status} without a Contact Form 7 answer`, code: 'CF7_NO_ANSWER' }
  return verdict(submission.form, parsed.data)
}

function verdict(form: FormName, answer: z.infer<typeof answerSchema>): DeliveryResult {
  switch (answer.status) {
    case 'mail_sent':
      return { kind: 'delivered', message: answer.message }
    case 'validation_failed':
    case 'acceptance_missing': {
      const fieldErrors: FieldErrors = {}
      for (const invalid of answer.invalid_fields ?? []) fieldErrors[ourFieldName(form, invalid.field)] ??= invalid.message
      return { kind: 'rejected', message: answer.message, fieldErrors }
    }
    // CF7 does not retry a failed mail and keeps nothing: we do both.
    case 'mail_failed':
      return { kind: 'transient', error: `Contact Form 7 mail_failed: ${answer.message}`, code: 'CF7_MAIL_FAILED' }
    case 'spam':
    case 'aborted':
      return { kind: 'permanent', error: `Contact Form 7 ${answer.status}: ${answer.message}`, code: `CF7_${answer.status.toUpperCase()}` }
    default:
      return { kind: 'transient', error: `Contact Form 7 answered ${answer.status}: ${answer.message}`, code: 'CF7_UNKNOWN_STATUS' }
  }
}
