import { FORM_NAMES } from '../constants'
import { FORM_TITLES } from '../registry'
import { REFERRAL_LABELS } from '../wording/labels/referral'
import { mailContent } from './mail-body'

describe('the e-mail the practice reads', () => {
  test('labels and values in the form order, choices in words, reply to the visitor', () => {
    const mail = mailContent({
      id: 'uuid-1',
      reference: 'TST-0000-0001',
      form: 'contact',
      fields: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', phone: '01632 960000', interested: 'Other', comments: 'Line one\nLine two', requesttype: '2' },
      upload: null,
      receivedAt: new Date('2025-07-01T09:30:00Z'),
    })
    expect(mail.subject).toBe(`${FORM_TITLES.contact}: reference TST-0000-0001`)
    expect(mail.text.split('\n')[0]).toBe(`Reference TST-0000-0001: ${FORM_TITLES.contact} sent from the website.`)
    expect(mail.text).not.toContain('uuid-1')
    expect(mail.replyTo).toBe('ada@example.com')
    expect(mail.text).toContain('First name:\n  Ada\n')
    expect(mail.text).toContain('Your message:\n  Line one\n  Line two\n')
    expect(mail.text).toContain('I would like to:\n  Make an enquiry')
    // 09:30 UTC is 10:30 in London in July.
    expect(mail.text).toContain('Received 1 July 2025 at 10:30 (UK time).')
  })

  test('a referral names its attachment, lists the reasons and the referring dentist, replies to the dentist, and leaves out the NHS-or-private choice', () => {
    const mail = mailContent({
      id: 'uuid-2',
      reference: 'TST-0000-0002',
      form: 'referral',
      fields: { patientname: 'Pat', patientemail: 'pat@example.com', reasonforreferral: ['Dental Implants'], nhsorprivate: '2', dentistname: 'Dr Jo Smith', dentistpractice: 'Bridge Dental', dentistgdc: '123456', dentistemail: 'jo@bridge.example', dentistphone: '' },
      upload: { storedName: 'x.pdf', originalName: 'xray.pdf', mimeType: 'application/pdf', size: 2048 },
      receivedAt: new Date('2025-01-01T00:00:00Z'),
    })
    expect(mail.subject).toBe(`${FORM_TITLES.referral}: reference TST-0000-0002`)
    expect(mail.text).toContain('xray.pdf (attached, 2 KB)')
    expect(mail.text).toContain('- Dental Implants')
    expect(mail.text).not.toContain('NHS or private')
    for (const [key, value] of [['dentistname', 'Dr Jo Smith'], ['dentistpractice', 'Bridge Dental'], ['dentistgdc', '123456'], ['dentistemail', 'jo@bridge.example']] as const) {
      expect(mail.text).toContain(`${REFERRAL_LABELS[key]}:\n  ${value}\n`)
    }
    expect(mail.replyTo).toBe('jo@bridge.example')
  })

  // Issue 34, point 10: subjects are logged and indexed more loosely than bodies.
  test.each(FORM_NAMES)('the %s e-mail subject names the form and the reference, and no value the visitor typed', (form) => {
    const fields = { fullname: 'Zed Fullname', firstname: 'Zed', lastname: 'Lastname', patientname: 'Zed Patient', email: 'zed@example.com', patientemail: 'zed@example.com', phone: '01632 960001', comments: 'Zed comments', reasonforreferral: ['Dental Implants'] }
    const mail = mailContent({ id: 'uuid-3', reference: 'TST-0000-0003', form, fields, upload: null, receivedAt: new Date('2025-01-01T00:00:00Z') })
    expect(mail.subject).toBe(`${FORM_TITLES[form]}: reference TST-0000-0003`)
    for (const value of Object.values(fields).flat()) expect(mail.subject).not.toContain(value)
  })
})
