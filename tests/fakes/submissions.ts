import type { FormsConfig } from '@/forms/config'
import { withReferencePrefix } from '@/forms/reference-initials'
import type { FormName } from '@/forms/constants'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Store } from '@/forms/store/db'
import type { SubmitContext } from '@/forms/submit'
import { embeddedFacts } from '../embedded-facts'
import { files } from './files'

/** A valid post of each form, as the browser would send it (control names, not CF7 keys). */
export const validPosts: Record<FormName, Array<[string, string]>> = {
  enquiry: [
    ['fullname', 'Ada Lovelace'],
    ['email', 'ada@example.com'],
    ['phone', '01632 960001'],
    ['interested', 'Dental Implants'],
    ['comments', 'Could I book a consultation?'],
    ['consent', '2'],
  ],
  contact: [
    ['requesttype', '1'],
    ['firstname', 'Grace'],
    ['lastname', 'Hopper'],
    ['email', 'grace@example.com'],
    ['phone', '01632 960002'],
    ['interested', 'Teeth Whitening'],
    ['comments', 'Mornings suit me best.'],
  ],
  registration: [
    ['firstname', 'Mary'],
    ['lastname', 'Somerville'],
    ['email', 'mary@example.com'],
    ['phone', '01632 960003'],
    ['agreement', '1'],
  ],
  referral: [
    ['patientname', 'Pat Patient'],
    ['patientbirth', '1980-03-21'],
    ['patientemail', 'pat@example.com'],
    ['patientphone', '01632 960004'],
    ['patientaddress', '1 River Road, Maidenhead'],
    ['patientpost', 'SL6 8AA'],
    ['nhsorprivate', '2'],
    ['dentistname', 'Dr Jo Smith'],
    ['dentistpractice', 'Bridge Dental'],
    ['dentistgdc', '123456'],
    ['dentistemail', 'jo@bridge-dental.example'],
    ['dentistphone', '01632 960005'],
    ['dentistaddress', '2 High Street, Slough'],
    ['dentistpost', 'SL1 1AA'],
    ['dentistbirth', '2025-01-31'],
    ['reasonforreferral', 'Dental Implants'],
    ['reasonforreferral', 'Reconstructive Dentistry / Smile Design'],
    ['reasonfor', 'Missing lower molar'],
    ['dentalhistory', 'Non-smoker, no relevant history'],
  ],
}

export function postOf(form: FormName, overrides: Array<[string, string | File]> = [], file: File | null = new File([files.pdf()], 'xray.pdf', { type: 'application/pdf' })): FormData {
  const data = new FormData()
  const replaced = new Set(overrides.map(([key]) => key))
  for (const [key, value] of validPosts[form]) if (!replaced.has(key)) data.append(key, value)
  for (const [key, value] of overrides) data.append(key, value)
  if (form === 'referral' && file && !replaced.has('uploadfile')) data.append('uploadfile', file)
  return data
}

export function contextFor(store: Store, config: FormsConfig, overrides: Partial<SubmitContext> = {}): SubmitContext {
  return {
    openStore: async () => store,
    // The references' prefix as the action gives it: the practice's initials, unless the config names one.
    config: withReferencePrefix(config, embeddedFacts().name),
    limiter: createRateLimiter(),
    facts: { address: '203.0.113.10', crossSite: false },
    // The main clinic's phone, read from the embedded practice model as the site reads it.
    phone: embeddedFacts().phone.display,
    ...overrides,
  }
}
