/**
 * The visible label of each control of the referral form: the form shows them, the practice's
 * e-mail and CSV export use the same words. Apart from the schema, so the page needs no zod to render.
 */
export const REFERRAL_LABELS = {
  patientname: 'Patient’s full name',
  patientemail: 'Patient’s email address',
  patientphone: 'Patient’s phone number',
  patientbirth: 'Patient’s date of birth',
  patientpost: 'Patient’s postcode',
  patientaddress: 'Patient’s address',
  nhsorprivate: 'Is the patient NHS or private?',
  dentistname: 'Your name',
  dentistpractice: 'Practice name',
  dentistgdc: 'GDC number',
  dentistemail: 'Your email address',
  dentistphone: 'Your phone number',
  dentistbirth: 'Date of referral',
  dentistaddress: 'Practice address',
  dentistpost: 'Practice postcode',
  dentalhistory: 'Relevant dental and medical history',
  reasonfor: 'Reason for referral',
  reasonforreferral: 'Treatment the patient is referred for',
  uploadfile: 'X-rays, photographs or referral letter',
} as const
