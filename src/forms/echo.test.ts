import { LIMITS } from './constants'
import { readForm } from './definitions'
import { echoedValues, echoRules, holdsOnlyItsFields } from './echo'
import { formDefinitions } from './registry'

const NINE_MIB = 9 * 1024 * 1024

function post(entries: Array<[string, string | File]>): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

test('a 9 MiB comments comes back cut to its 5,000 characters; the other fields as typed', () => {
  const definition = formDefinitions.contact
  const echoed = echoedValues(definition, readForm(definition, post([['firstname', 'Grace'], ['comments', 'a'.repeat(NINE_MIB)]])))
  expect(echoed.comments).toBe('a'.repeat(LIMITS.long))
  expect(echoed.firstname).toBe('Grace')
  expect(JSON.stringify(echoed).length).toBeLessThan(LIMITS.long + 200)
})

test('every text field of every form is cut to its own limit, the dates included', () => {
  const expected: Record<string, number> = {
    fullname: LIMITS.short, firstname: LIMITS.short, lastname: LIMITS.short, patientname: LIMITS.short,
    email: LIMITS.email, patientemail: LIMITS.email, phone: LIMITS.phone, patientphone: LIMITS.phone,
    patientpost: LIMITS.postcode, dentistpost: LIMITS.postcode, patientbirth: 10, dentistbirth: 10,
    comments: LIMITS.long, patientaddress: LIMITS.long, dentistaddress: LIMITS.long, dentalhistory: LIMITS.long, reasonfor: LIMITS.long,
    dentistname: LIMITS.short, dentistpractice: LIMITS.short, dentistgdc: LIMITS.gdc, dentistemail: LIMITS.email, dentistphone: LIMITS.phone,
  }
  for (const definition of Object.values(formDefinitions)) {
    for (const [name, rule] of echoRules(definition)) {
      if (rule.kind !== 'text') continue
      expect([definition.name, name, rule.max]).toEqual([definition.name, name, expected[name]])
      const long = 'x'.repeat(rule.max * 3)
      expect(echoedValues(definition, { [name]: long })[name]).toHaveLength(rule.max)
    }
  }
})

test('every field a form shows again has a rule: none is silently dropped, and files never come back', () => {
  for (const definition of Object.values(formDefinitions)) {
    const fields = Object.keys(definition.schema._zod.def.shape).filter((name) => !definition.files?.includes(name))
    expect([definition.name, [...echoRules(definition).keys()].sort()]).toEqual([definition.name, fields.sort()])
  }
  const referral = formDefinitions.referral
  const echoed = echoedValues(referral, readForm(referral, post([['uploadfile', new File(['%PDF'], 'a.pdf')], ['patientname', 'Pat']])))
  expect(echoed).not.toHaveProperty('uploadfile')
})

test('fields the form does not name are not echoed, whatever their size', () => {
  const definition = formDefinitions.enquiry
  const echoed = echoedValues(definition, { fullname: 'Ada', extra: 'x'.repeat(1000), _astroActionState: '{}' })
  expect(echoed).toEqual({ fullname: 'Ada' })
})

test('a choice comes back only when it is one of its options; a list only of listed items, no more than it holds', () => {
  const contact = formDefinitions.contact
  expect(echoedValues(contact, { interested: 'x'.repeat(NINE_MIB), requesttype: '3' })).toEqual({})
  expect(echoedValues(contact, { interested: 'Dental Implants', requesttype: '2' })).toEqual({ interested: 'Dental Implants', requesttype: '2' })
  const referral = formDefinitions.referral
  const reasons = Array.from({ length: 10_000 }, () => 'Dental Implants')
  const echoed = echoedValues(referral, { reasonforreferral: ['unknown', ...reasons] })
  expect(echoed.reasonforreferral).toEqual(Array.from({ length: 6 }, () => 'Dental Implants'))
  expect(echoedValues(formDefinitions.registration, { agreement: true })).toEqual({ agreement: true })
})

test('a cut never leaves half of a character made of two UTF-16 units', () => {
  const definition = formDefinitions.registration
  const echoed = echoedValues(definition, { firstname: `${'a'.repeat(LIMITS.short - 1)}😀😀` })
  expect(echoed.firstname).toBe('a'.repeat(LIMITS.short - 1))
})

test('a post with a field its form does not have was not made by our form: its answer echoes nothing', () => {
  const referral = formDefinitions.referral
  const ours = new FormData()
  for (const name of ['patientname', 'reasonforreferral', 'reasonforreferral', 'uploadfile', 'website_url']) ours.append(name, 'x')
  expect(holdsOnlyItsFields(referral, ours)).toBe(true)
  ours.append('$ACTION_KEY', 'k')
  expect(holdsOnlyItsFields(referral, ours)).toBe(false)
  expect(holdsOnlyItsFields(formDefinitions.enquiry, post([['fullname', 'Ada'], ['patientname', 'Pat']]))).toBe(false)
})
