import { acknowledgementMessage, dayInWords } from './acknowledge'

const facts = {
  practice: { name: 'Larkspur Dental Care', phone: '01632 960000', privacyUrl: 'https://www.larkspurdental.example/privacy-policy' },
  reference: 'LDC-7K3M-9QX2',
  receivedAt: new Date('2026-07-08T13:05:00Z'),
  replyBy: '2026-12-09',
}

test('the message names the practice, the reference, the UK time, the reply date, the phone and the privacy notice', () => {
  const { subject, text } = acknowledgementMessage(facts)
  expect(subject).toBe('Larkspur Dental Care: we have received your message (LDC-7K3M-9QX2)')
  expect(text).toContain('Thank you for contacting Larkspur Dental Care.')
  expect(text).toContain('on Wednesday 8 July 2026 at 14:05 (UK time). Your reference is LDC-7K3M-9QX2.')
  expect(text).toContain('we will reply by Wednesday 9 December.')
  expect(text).toContain('Telephone: 01632 960000')
  expect(text).toContain('https://www.larkspurdental.example/privacy-policy')
  expect(text).toContain('If you did not send this, ignore it or call us on 01632 960000.')
})

test('a calendar date reads as itself', () => {
  expect(dayInWords('2026-12-09')).toBe('Wednesday 9 December')
  expect(dayInWords('2027-03-28')).toBe('Sunday 28 March')
})
