import 'server-only'
import { randomUUID } from 'node:crypto'
import { formsLog } from '@/lib/log'
import type { AcknowledgementLimiter } from './acknowledge-limit'
import { acknowledgementsFor } from './acknowledge-recipient'
import { channelFor, uploadsDir, type FormsConfig } from './config'
import { HONEYPOT_FIELD, type FormName } from './constants'
import { readForm, validate, type TypedValues } from './definitions'
import { echoedValues, holdsOnlyItsFields } from './echo'
import { newReference } from './reference'
import { referencePrefixFor } from './reference-prefix'
import { formDefinitions } from './registry'
import { messages } from './wording/messages'
import { deliverClaimed, type Deliver } from './relay'
import type { AttemptLimiter } from './shared-rate-limit'
import type { FormState } from './state'
import type { Store } from './store/db'
import { dataDirFloor, describeFull, type DiskFloor } from './store/disk-floor'
import { claimDue } from './store/outbox'
import type { StoredUpload } from './store/schema'
import { saveSubmission } from './store/submissions'
import { checkUpload, databaseUpload, removeUpload, saveUpload, type CheckedUpload } from './uploads'

/** How long the relay leaves a new submission to the request that stored it (its first delivery attempt). */
const OWN_ATTEMPT_MS = 5_000

/** What the request says about the visitor, read by the server (src/actions/index.ts). */
export interface RequestFacts {
  /** The visitor's address: the TCP peer, or what the trusted proxies say they saw (src/lib/client-address.ts). */
  readonly address: string
  /** True when the browser says the post came from another site (Sec-Fetch-Site). */
  readonly crossSite: boolean
}

export interface SubmitContext {
  readonly openStore: () => Promise<Store>
  readonly config: FormsConfig
  readonly limiter: AttemptLimiter
  readonly facts: RequestFacts
  /** The practice's phone as people read it, from the practice model: the answers that ask the visitor to call name it. */
  readonly phone: string
  readonly deliver?: Deliver
  /** DATA_DIR's free-space check (tests give a fake disk); the process's own by default. */
  readonly diskFloor?: DiskFloor
  /** The acknowledgements' address limits (issue 46); none is sent without it. */
  readonly acknowledgements?: AcknowledgementLimiter
}

const invalid = (errors: Record<string, string>, values: TypedValues, message?: string): FormState => ({ status: 'invalid', errors, values, message })
const failure = (message: string, values: TypedValues): FormState => ({ status: 'error', message, values })
const success = (message: string, reference: string): FormState => ({ status: 'success', message, reference })

/**
 * One submission, never trusting the browser. Cheap refusals come first: a cross-site post,
 * then the rate limit, which counts every attempt (valid, invalid or a honeypot hit) before any
 * work is spent on it. Then the same schema again, the upload by its content, the honeypot; then
 * store first (submission + outbox row in one transaction) and only then one delivery attempt.
 * Whatever delivery does, a stored submission is a success for the visitor; only a failure to
 * store is an error. Log lines name the submission by id, never by what it holds.
 */
export async function handleSubmission(form: FormName, data: FormData, context: SubmitContext): Promise<FormState> {
  const definition = formDefinitions[form]
  const raw = readForm(definition, data)
  // What the answer may show again: each field cut to its own limit, nothing the form does not
  // name, and nothing at all for a post our form did not make (src/forms/echo.ts).
  const values = holdsOnlyItsFields(definition, data) ? echoedValues(definition, raw) : {}
  if (context.facts.crossSite) return failure(messages.crossSite(context.phone), values)
  if (!(await context.limiter.take(context.facts.address))) return failure(messages.rateLimited(context.phone), values)
  const honeypot = data.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    formsLog.warn('honeypot filled, submission dropped', { form })
    // The same answer as a stored one, reference included, so a bot learns nothing; none is stored.
    return success(messages.received, newReference(await referencePrefixFor(context.config)))
  }
  const validation = validate(definition, raw)
  if (!validation.ok) return invalid(validation.errors, values)
  let checked: CheckedUpload | undefined
  if (validation.values.uploadfile instanceof File) {
    const check = await checkUpload(validation.values.uploadfile)
    if (!check.ok) return invalid({ uploadfile: check.error }, values)
    checked = check.upload
  }

  const channel = channelFor(context.config)
  const fields = Object.fromEntries(Object.entries(validation.values).filter(([key]) => key !== 'uploadfile'))
  // Named before it is stored, so that a failure to store can be logged by id.
  const id = randomUUID()
  let store: Store
  let outboxId: string
  let reference: string
  let upload: StoredUpload | undefined
  // This request's own first attempt: the relay leaves the row to it until then (a request that dies first is taken after it).
  const firstAttemptAt = new Date(Date.now() + OWN_ATTEMPT_MS)
  try {
    const prefix = await referencePrefixFor(context.config)
    store = await context.openStore()
    // The embedded store's disk nearly full: refused before anything is written to it.
    const room = store.kind === 'sqlite' ? await (context.diskFloor ?? dataDirFloor).room(context.config.dataDir) : undefined
    if (room && !room.ok) {
      formsLog.error(describeFull(room), { id, form })
      return failure(messages.failed(context.phone), values)
    }
    // With PostgreSQL the file goes into the submission's own transaction (no shared disk needed
    // by several instances); the embedded store keeps it under DATA_DIR/uploads as before.
    if (checked) upload = store.kind === 'postgres' ? databaseUpload(checked) : await saveUpload(uploadsDir(context.config), checked)
    const acknowledgeTo = await acknowledgementsFor(form, fields, context.config, context.acknowledgements)
    ;({ outboxId, reference } = await saveSubmission(store.db, { id, form, fields, upload, uploadBytes: checked?.bytes, channel, reference: { prefix }, acknowledgeTo, firstAttemptAt }))
  } catch (error) {
    formsLog.error('could not store the submission', { id, form, error })
    if (upload && !upload.inDatabase) await removeUpload(uploadsDir(context.config), upload.storedName).catch(() => undefined)
    return failure(messages.failed(context.phone), values)
  }
  if (channel === 'store') return success(messages.received, reference)

  try {
    // Claimed like the relay claims, so the two never deliver the same row.
    const [row] = await claimDue(store.db, firstAttemptAt, 1, [outboxId])
    if (!row) return success(messages.received, reference)
    const result = await deliverClaimed(store.db, context.config, row, context.deliver)
    if (result.kind === 'delivered') return success(result.message || messages.sent, reference)
    if (result.kind === 'rejected') return invalid(result.fieldErrors, values, result.message || messages.fixFields)
    return success(messages.received, reference)
  } catch (error) {
    formsLog.error('first delivery attempt failed; the relay will retry', { id, form, error })
    return success(messages.received, reference)
  }
}
