import { toCsv } from './csv'
import type { InboxEntry } from './store/submissions'

const entry = (fields: Record<string, unknown>, form: InboxEntry['submission']['form'] = 'enquiry'): InboxEntry => ({
  submission: { id: 'id-1', reference: 'TST-0000-0000', form, fields, upload: null, receivedAt: new Date('2025-01-31T10:00:00Z'), exportedAt: null },
  delivery: { channel: 'store', status: 'delivered', attempts: 0, lastError: null, deliveredAt: null },
})

describe('CSV export', () => {
  test('columns follow the form; commas, quotes and line breaks are quoted', () => {
    const csv = toCsv([entry({ comments: 'Hello, "doctor"\nsee you', fullname: 'Ada', email: 'a@b.co', phone: '1', interested: 'Other', consent: '1' })])
    const [header, row] = csv.split('\r\n')
    expect(header).toBe('reference,id,received_at,form,fullname,email,phone,interested,comments,consent,upload_name,upload_stored_as,delivery,delivery_status,attempts,last_error')
    expect(csv).toContain('"Hello, ""doctor""\nsee you"')
    expect(row).toMatch(/^TST-0000-0000,id-1,2025-01-31T10:00:00.000Z,enquiry,Ada,/)
  })

  // Issue 46: the referring dentist's fields are columns of their own, in the form's order.
  test('a referral has a column for each of the referring dentist’s fields', () => {
    const dentist = { dentistname: 'Dr Jo Smith', dentistpractice: 'Bridge Dental', dentistgdc: '123456', dentistemail: 'jo@bridge.example', dentistphone: '' }
    const [header, row] = toCsv([entry({ patientname: 'Pat', ...dentist }, 'referral')]).split('\r\n')
    const columns = header!.split(',')
    expect(columns.filter((column) => column in dentist)).toEqual(Object.keys(dentist))
    const cells = row!.split(',')
    for (const [key, value] of Object.entries(dentist)) expect(cells[columns.indexOf(key)], key).toBe(value)
  })

  test('a formula typed into a form is defused for spreadsheets', () => {
    expect(toCsv([entry({ fullname: '=HYPERLINK("http://evil")' })])).toContain(`"'=HYPERLINK(""http://evil"")"`)
  })
})
