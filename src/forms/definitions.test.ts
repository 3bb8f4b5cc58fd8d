import { INVALID_EMAIL, INVALID_GDC, REQUIRED } from './wording/errors'
import { postOf } from '../../tests/fakes/submissions'
import { REFERRAL_REASONS } from './wording/choices'
import { INVALID_FILE_TYPE } from './upload-rules'
import { readForm, storableText, typedValues, validate } from './definitions'
import { formDefinitions } from './registry'

const formData = (entries: Array<[string, string | File]>) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

const read = (form: keyof typeof formDefinitions, data: FormData) => readForm(formDefinitions[form], data)
const check = (form: keyof typeof formDefinitions, data: FormData) => validate(formDefinitions[form], read(form, data))

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.errors)

describe('the shared schemas (docs/requirements.md §5)', () => {
  test.each([
    ['enquiry', ['fullname', 'email', 'phone', 'interested', 'comments']],
    ['contact', ['firstname', 'lastname', 'email', 'phone', 'interested', 'comments']],
    ['registration', ['firstname', 'lastname', 'email', 'phone']],
    [
      'referral',
      [
        'patientemail', 'patientname', 'patientphone', 'patientbirth', 'patientpost', 'patientaddress',
        'dentistname', 'dentistpractice', 'dentistgdc', 'dentistemail', 'dentistbirth', 'dentistpost', 'dentistaddress', 'dentalhistory', 'reasonfor', 'uploadfile',
      ],
    ],
  ] as const)('an empty %s form: one "This field is required" per required field, and only those', (form, required) => {
    const errors = errorsOf(check(form, formData([])))
    expect(Object.keys(errors).sort()).toEqual([...required].sort())
    expect(new Set(Object.values(errors))).toEqual(new Set([REQUIRED]))
  })

  test('blank text counts as empty; a bad e-mail gets its own message', () => {
    const errors = errorsOf(check('enquiry', formData([['fullname', '   '], ['email', 'ada@'], ['interested', 'Other']])))
    expect(errors.fullname).toBe(REQUIRED)
    expect(errors.email).toBe(INVALID_EMAIL)
    expect(errors.interested).toBeUndefined()
  })

  test('interested must be one of the six options', () => {
    const errors = errorsOf(check('contact', formData([['interested', 'Free lunch']])))
    expect(errors.interested).toBe(REQUIRED)
  })

  test('length limits hold on the server as in the browser', () => {
    const errors = errorsOf(check('enquiry', formData([['fullname', 'x'.repeat(101)]])))
    expect(errors.fullname).toBe('Please keep this under 100 characters')
  })

  test('a valid enquiry is trimmed, and the consent choice defaults to 1', () => {
    const data = formData([['fullname', ' Ada Lovelace '], ['email', 'ada@example.com'], ['phone', '01632 960000'], ['interested', 'Other'], ['comments', 'Hello']])
    const result = check('enquiry', data)
    expect(result).toEqual({ ok: true, values: { fullname: 'Ada Lovelace', email: 'ada@example.com', phone: '01632 960000', interested: 'Other', comments: 'Hello', consent: '1' } })
  })

  test('consent and request type accept only 1 or 2', () => {
    expect(errorsOf(check('enquiry', formData([['consent', '3']]))).consent).toBe(REQUIRED)
    expect(errorsOf(check('contact', formData([['requesttype', '2']]))).requesttype).toBeUndefined()
  })

  test('registration: the agreement box is optional and read as ticked or not', () => {
    const base: Array<[string, string]> = [['firstname', 'A'], ['lastname', 'B'], ['email', 'a@b.co'], ['phone', '1']]
    expect(check('registration', formData(base))).toMatchObject({ ok: true, values: { agreement: false } })
    expect(check('registration', formData([...base, ['agreement', '1']]))).toMatchObject({ ok: true, values: { agreement: true } })
  })

  test('referral: reasons are a list of the six labels; the file must have an allowed name', () => {
    const data = formData([
      ['reasonforreferral', REFERRAL_REASONS[0]],
      ['reasonforreferral', REFERRAL_REASONS[4]],
      ['uploadfile', new File(['MZ'], 'tool.exe')],
    ])
    const raw = read('referral', data)
    expect(raw.reasonforreferral).toEqual([REFERRAL_REASONS[0], REFERRAL_REASONS[4]])
    const errors = errorsOf(validate(formDefinitions.referral, raw))
    expect(errors.reasonforreferral).toBeUndefined()
    expect(errors.uploadfile).toBe(INVALID_FILE_TYPE)
    expect(errorsOf(check('referral', formData([['reasonforreferral', 'Something else']]))).reasonforreferral).toBe('Please tick only the reasons listed')
  })

  // Issue 46: the referring dentist's GDC number is 4 to 7 digits; their e-mail required and valid; their phone optional.
  test.each([
    ['123', INVALID_GDC],
    ['12345678', INVALID_GDC],
    ['12a456', INVALID_GDC],
    ['-1234', INVALID_GDC],
    ['１２３４', INVALID_GDC],
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['1234', undefined],
    [' 1234567 ', undefined],
  ])('referral: the GDC number %j gets %s', (gdc, error) => {
    expect(errorsOf(check('referral', postOf('referral', [['dentistgdc', gdc]]))).dentistgdc).toBe(error)
  })

  test('referral: the dentist\'s e-mail is required and must be valid; their phone may be missing or blank', () => {
    expect(errorsOf(check('referral', postOf('referral', [['dentistemail', '']]))).dentistemail).toBe(REQUIRED)
    expect(errorsOf(check('referral', postOf('referral', [['dentistemail', 'jo@']]))).dentistemail).toBe(INVALID_EMAIL)
    const without = new FormData()
    for (const [key, value] of postOf('referral')) if (key !== 'dentistphone') without.append(key, value)
    expect(check('referral', without)).toMatchObject({ ok: true, values: { dentistphone: '', dentistgdc: '123456' } })
    expect(check('referral', postOf('referral', [['dentistphone', '  ']]))).toMatchObject({ ok: true, values: { dentistphone: '' } })
    expect(check('referral', postOf('referral', [['dentistphone', ' 01632 960005 ']]))).toMatchObject({ ok: true, values: { dentistphone: '01632 960005' } })
    expect(errorsOf(check('referral', postOf('referral', [['dentistphone', '1'.repeat(41)]]))).dentistphone).toBe('Please keep this under 40 characters')
  })

  test('an empty file input counts as no file; typed values never include a file', () => {
    const raw = read('referral', formData([['uploadfile', new File([], '')], ['patientname', 'Ada']]))
    expect(raw.uploadfile).toBeUndefined()
    expect(typedValues(read('referral', formData([['uploadfile', new File(['%PDF'], 'a.pdf')], ['patientname', 'Ada']])))).toEqual({ patientname: 'Ada', reasonforreferral: [] })
  })
})

describe('storableText', () => {
  test('drops NUL and other control characters, keeps tabs and line breaks, mends lone surrogates', () => {
    expect(storableText('a\u0000b\u0007c\td\r\ne\u007f')).toBe('abc\td\r\ne')
    expect(storableText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz')
    expect(storableText('smile 😀 ok')).toBe('smile 😀 ok')
  })
})
