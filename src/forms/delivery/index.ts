import 'server-only'
import { uploadsDir, type FormsConfig } from '../config'
import type { FormName } from '../constants'
import type { Database } from '../store/db'
import type { Channel, StoredUpload, SubmissionRow } from '../store/schema'
import { readStoredFile, referenceOf } from '../store/submissions'
import { readUpload } from '../uploads'
import { sendToCf7 } from './cf7'
import { sendMail } from './mail'
import { defaultMailFrom } from './mail-from'
import type { DeliveryResult } from './result'

/** Hands one stored submission to the channel its outbox row names; `db` holds files kept in the database. */
export async function deliverSubmission(config: FormsConfig, channel: Channel, submission: SubmissionRow, db?: Database): Promise<DeliveryResult> {
  const form = submission.form as FormName
  const readFile = (upload: StoredUpload) => {
    if (!upload.inDatabase) return readUpload(uploadsDir(config), upload.storedName)
    if (!db) throw new Error('This upload is kept in the database, which was not given')
    return readStoredFile(db, upload.storedName)
  }
  const source = { id: submission.id, reference: referenceOf(submission), form, fields: submission.fields, upload: submission.upload, receivedAt: submission.receivedAt }
  switch (channel) {
    case 'cf7': {
      const base = form === 'registration' ? config.cf7RegistrationBase : config.cf7Base
      if (!base) return { kind: 'transient', error: 'Contact Form 7 is no longer configured (CF7_URL / CMS_URL unset)', code: 'CF7_UNCONFIGURED' }
      return sendToCf7(base, source, readFile)
    }
    case 'smtp':
      if (!config.smtpUrl) return { kind: 'transient', error: 'SMTP_URL is no longer configured', code: 'SMTP_UNCONFIGURED' }
      return sendMail({ smtpUrl: config.smtpUrl, allowPlaintext: config.smtpAllowPlaintext, to: config.mailTo, from: config.mailFrom ?? (await defaultMailFrom()) }, source, readFile)
    case 'store':
      return { kind: 'delivered' }
  }
}
