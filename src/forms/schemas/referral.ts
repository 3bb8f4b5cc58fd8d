import { _default, array, file, maxLength, maxSize, minLength, minSize, object, enum as oneOf, refine, regex, string, trim } from 'zod/mini'
import { LIMITS } from '../constants'
import { INVALID_GDC, REQUIRED } from '../wording/errors'
import { REFERRAL_REASONS } from '../wording/choices'
import { FILE_TOO_LARGE, hasAllowedExtension, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES } from '../upload-rules'
import type { FormDefinition } from '../definitions'
import { REFERRAL_LABELS } from '../wording/labels/referral'
import { choice, email, optionalText, phone, requiredText } from './fields'

const UNKNOWN_REASON = 'Please tick only the reasons listed'

const NOT_A_DATE = 'Please enter a date, for example 21/03/1980'
/** A date picker's value, YYYY-MM-DD: ten characters, the limit its echo is cut to (src/forms/echo.ts). */
const isoDate = string({ error: REQUIRED }).check(trim(), minLength(1, REQUIRED), regex(/^\d{4}-\d{2}-\d{2}$/, NOT_A_DATE), maxLength(10, NOT_A_DATE))

/** Issue 46: a GDC registration number is digits only, 4 to 7 of them; its form is checked, not the register. */
const gdcNumber = string({ error: REQUIRED }).check(trim(), minLength(1, REQUIRED), maxLength(LIMITS.gdc, INVALID_GDC), regex(/^\d{4,7}$/, INVALID_GDC))

/** The document: required, 10 MB at most, and a name docs/requirements.md §5 allows. */
const upload = file(REQUIRED).check(
  minSize(1, REQUIRED),
  maxSize(MAX_UPLOAD_BYTES, FILE_TOO_LARGE),
  refine((chosen: File) => hasAllowedExtension(chosen.name), INVALID_FILE_TYPE),
)

/** docs/requirements.md §3 and §5: a dentist's referral; the reason boxes and the dentist's phone are optional, the file is not. */
export const referralSchema = object({
  patientemail: email,
  patientname: requiredText(LIMITS.short),
  patientphone: phone,
  patientbirth: isoDate,
  patientpost: requiredText(LIMITS.postcode),
  patientaddress: requiredText(LIMITS.long),
  // Issue 46 (docs/deviations.md): who the referring dentist is and how to reach them.
  dentistname: requiredText(LIMITS.short),
  dentistpractice: requiredText(LIMITS.short),
  dentistgdc: gdcNumber,
  dentistemail: email,
  dentistphone: optionalText(LIMITS.phone),
  dentistbirth: isoDate,
  dentistpost: requiredText(LIMITS.postcode),
  dentistaddress: requiredText(LIMITS.long),
  dentalhistory: requiredText(LIMITS.long),
  reasonfor: requiredText(LIMITS.long),
  reasonforreferral: _default(array(oneOf(REFERRAL_REASONS, UNKNOWN_REASON)).check(maxLength(REFERRAL_REASONS.length, UNKNOWN_REASON)), []),
  uploadfile: upload,
  nhsorprivate: choice,
})


export const referralForm: FormDefinition = { name: 'referral', schema: referralSchema, labels: REFERRAL_LABELS, lists: ['reasonforreferral'], files: ['uploadfile'] }
