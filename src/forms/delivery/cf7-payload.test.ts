import { REFERRAL_REASONS } from '../wording/choices'
import { cf7Entries, ourFieldName, unitTag } from './cf7-payload'

/** docs/requirements.md §7, field for field: keys, order, label_first texts and the unit tag. */
describe('Contact Form 7 payloads', () => {
  test('enquiry (4278): fullName…, label_first by consent', () => {
    const fields = { fullname: 'Ada Lovelace', email: 'ada@example.com', phone: '01632 960000', interested: 'Dental Implants', comments: 'Hi', consent: '1' }
    expect(cf7Entries('enquiry', fields, 'TST-0000-0000')).toEqual([
      ['fullName', 'Ada Lovelace'],
      ['email', 'ada@example.com'],
      ['interested', 'Dental Implants'],
      ['phone', '01632 960000'],
      ['comments', 'Hi'],
      ['label_first', 'I Consent to my data being used in accordance to the Privacy policy'],
      ['reference', 'TST-0000-0000'],
      ['_wpcf7_unit_tag', 'wpcf7-f4278-o1'],
    ])
    expect(cf7Entries('enquiry', { ...fields, consent: '2' }, 'TST-0000-0000')).toContainEqual(['label_first', 'I Consent to my personal Data being collected and stored for the purpose of marketing communications.'])
  })

  test('contact (4276): firstName, lastName…, label_first by request type', () => {
    const fields = { firstname: 'Ada', lastname: 'Lovelace', email: 'a@b.co', phone: '1', interested: 'Other', comments: 'c', requesttype: '1' }
    expect(cf7Entries('contact', fields, 'TST-0000-0000').map(([key]) => key)).toEqual(['firstName', 'lastName', 'email', 'interested', 'phone', 'comments', 'label_first', 'reference', '_wpcf7_unit_tag'])
    expect(cf7Entries('contact', fields, 'TST-0000-0000')).toContainEqual(['label_first', 'Book an appointment'])
    expect(cf7Entries('contact', { ...fields, requesttype: '2' }, 'TST-0000-0000')).toContainEqual(['label_first', 'Make an enquiry'])
    expect(cf7Entries('contact', fields, 'TST-0000-0000')).toContainEqual(['_wpcf7_unit_tag', 'wpcf7-f4276-o1'])
  })

  test('registration (5567): the agreement text only when ticked', () => {
    const fields = { firstname: 'Ada', lastname: 'Lovelace', email: 'a@b.co', phone: '1', agreement: true }
    expect(cf7Entries('registration', fields, 'TST-0000-0000')).toEqual([
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['email', 'a@b.co'],
      ['phone', '1'],
      ['label_first', 'I agree to the Terms and GDPR policy.'],
      ['reference', 'TST-0000-0000'],
      ['_wpcf7_unit_tag', 'wpcf7-f5567-o1'],
    ])
    expect(cf7Entries('registration', { ...fields, agreement: false }, 'TST-0000-0000')).toContainEqual(['label_first', ''])
  })

  test('referral (4279): reasonforreferral[] once per ticked reason; nhsorprivate never sent; the referring dentist under our names', () => {
    const fields = {
      patientemail: 'p@x.co',
      patientname: 'Pat',
      patientphone: '2',
      patientbirth: '1980-03-21',
      patientpost: 'SL6 1LX',
      patientaddress: '1 Road',
      dentistbirth: '2025-01-31',
      dentistpost: 'SL1 1AA',
      dentistaddress: '2 Street',
      dentistname: 'Dr Who',
      dentistpractice: 'Tardis Dental',
      dentistgdc: '123456',
      dentistemail: 'who@example.com',
      dentistphone: '',
      dentalhistory: 'None',
      reasonfor: 'Implant',
      reasonforreferral: [REFERRAL_REASONS[0], REFERRAL_REASONS[5]],
      nhsorprivate: '2',
    }
    const entries = cf7Entries('referral', fields, 'TST-0000-0000')
    expect(entries.map(([key]) => key)).toEqual([
      'patientemail', 'patientname', 'patientphone', 'patientbirth', 'patientpost', 'patientaddress',
      'dentistbirth', 'dentistpost', 'dentistaddress', 'dentalhistory', 'reasonfor',
      'dentistname', 'dentistpractice', 'dentistgdc', 'dentistemail', 'dentistphone',
      'reasonforreferral[]', 'reasonforreferral[]', 'reference', '_wpcf7_unit_tag',
    ])
    expect(entries.filter(([key]) => key === 'reasonforreferral[]').map(([, value]) => value)).toEqual(['Dental Implants', 'Invisalign Aligner Treatment'])
    expect(entries.some(([key]) => key === 'nhsorprivate')).toBe(false)
    const sent = new Map(entries)
    expect([sent.get('dentistname'), sent.get('dentistpractice'), sent.get('dentistgdc'), sent.get('dentistemail'), sent.get('dentistphone')]).toEqual(['Dr Who', 'Tardis Dental', '123456', 'who@example.com', ''])
  })

  // Issue 46 (docs/deviations.md): one key beyond docs/requirements.md §7, just before the unit tag.
  test.each(['enquiry', 'contact', 'registration', 'referral'] as const)('%s carries the reference as the key `reference`', (form) => {
    expect(cf7Entries(form, {}, 'LDC-7K3M-9QX2').filter(([key]) => key === 'reference')).toEqual([['reference', 'LDC-7K3M-9QX2']])
  })

  test('unit tags and CF7 field names mapped back onto our controls', () => {
    expect(unitTag(4279)).toBe('wpcf7-f4279-o1')
    expect(ourFieldName('enquiry', 'fullName')).toBe('fullname')
    expect(ourFieldName('contact', 'lastName')).toBe('lastname')
    expect(ourFieldName('contact', 'label_first')).toBe('requesttype')
    expect(ourFieldName('registration', 'label_first')).toBe('agreement')
    expect(ourFieldName('referral', 'patientpost')).toBe('patientpost')
  })
})
