import type { Locator } from '@playwright/test'
import { files } from './files'

/** The four forms as a visitor meets them: where, which fields are required, how to fill them in validly. */
export interface FormPage {
  readonly name: 'enquiry' | 'contact' | 'registration' | 'referral'
  readonly path: string
  readonly root: string
  readonly submit: string
  readonly required: readonly string[]
  readonly email: string
  readonly cf7Id: number
  fill(form: Locator): Promise<void>
}

const type = (form: Locator, label: string, value: string) => form.getByLabel(label, { exact: true }).fill(value)

export const formPages: readonly FormPage[] = [
  {
    name: 'enquiry',
    path: '/fees',
    root: '#getintouchform',
    submit: 'Send enquiry',
    required: ['Full name', 'Email address', 'Phone number', 'Treatment of interest', 'Your message'],
    email: 'Email address',
    cf7Id: 4278,
    async fill(form) {
      await type(form, 'Full name', 'Ada Lovelace')
      await type(form, 'Email address', 'ada@example.com')
      await type(form, 'Phone number', '01632 960001')
      await form.getByLabel('Treatment of interest').selectOption('Dental Implants')
      await type(form, 'Your message', 'Could I book a consultation?')
    },
  },
  {
    name: 'contact',
    path: '/contact-us',
    root: '#contact-form',
    submit: 'Send message',
    required: ['First name', 'Last name', 'Email address', 'Phone number', 'Treatment of interest', 'Your message'],
    email: 'Email address',
    cf7Id: 4276,
    async fill(form) {
      await form.getByLabel('Make an enquiry').check()
      await type(form, 'First name', 'Grace')
      await type(form, 'Last name', 'Hopper')
      await type(form, 'Email address', 'grace@example.com')
      await type(form, 'Phone number', '01632 960002')
      await form.getByLabel('Treatment of interest').selectOption('Teeth Whitening')
      await type(form, 'Your message', 'Mornings suit me best.')
    },
  },
  {
    name: 'registration',
    path: '/register-patient',
    root: '#register-form',
    submit: 'Register',
    required: ['First name', 'Last name', 'Email address', 'Phone number'],
    email: 'Email address',
    cf7Id: 5567,
    async fill(form) {
      await type(form, 'First name', 'Mary')
      await type(form, 'Last name', 'Somerville')
      await type(form, 'Email address', 'mary@example.com')
      await type(form, 'Phone number', '01632 960003')
      await form.getByLabel('I agree to the Terms and GDPR policy.').check()
    },
  },
  {
    name: 'referral',
    path: '/referring-dentists',
    root: '#referral-form',
    submit: 'Send referral',
    required: [
      'Patient’s full name',
      'Patient’s date of birth',
      'Patient’s email address',
      'Patient’s phone number',
      'Patient’s address',
      'Patient’s postcode',
      'Your name',
      'Practice name',
      'GDC number',
      'Your email address',
      'Practice address',
      'Practice postcode',
      'Date of referral',
      'Reason for referral',
      'Relevant dental and medical history',
      'X-rays, photographs or referral letter',
    ],
    email: 'Patient’s email address',
    cf7Id: 4279,
    async fill(form) {
      await type(form, 'Patient’s full name', 'Pat Patient')
      await type(form, 'Patient’s date of birth', '1980-03-21')
      await type(form, 'Patient’s email address', 'pat@example.com')
      await type(form, 'Patient’s phone number', '01632 960004')
      await type(form, 'Patient’s address', '1 River Road, Maidenhead')
      await type(form, 'Patient’s postcode', 'SL6 8AA')
      await form.getByLabel('Private').check()
      const dentist = [
        ['Your name', 'Dr Jo Smith'], ['Practice name', 'Bridge Dental'], ['GDC number', '123456'], ['Your email address', 'jo@bridge-dental.example'],
        ['Your phone number (optional)', '01632 960005'], ['Practice address', '2 High Street, Slough'], ['Practice postcode', 'SL1 1AA'], ['Date of referral', '2025-01-31'],
      ] as const
      for (const [label, value] of dentist) await type(form, label, value)
      await form.getByLabel('Dental Implants', { exact: true }).check()
      await form.getByLabel('Invisalign Aligner Treatment').check()
      await type(form, 'Reason for referral', 'Missing lower molar')
      await type(form, 'Relevant dental and medical history', 'Non-smoker')
      await form.getByLabel('X-rays, photographs or referral letter').setInputFiles({ name: 'xray.pdf', mimeType: 'application/pdf', buffer: files.pdf() })
    },
  },
]
