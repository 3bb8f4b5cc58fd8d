import { embeddedPractice } from '../../tests/embedded-facts'
import { launchedPractice } from '../../tests/launched-practice'
import { embeddedFinance } from './finance-record'
import { goLivePlaceholders, type GoLivePlaceholder } from './go-live-placeholders'

const kinds = (found: readonly GoLivePlaceholder[]) => new Set(found.map(({ kind }) => kind))

describe('the go-live placeholders (issue 45)', () => {
  it('names each of the fictional practice\'s: the FCA reference, the CQC ids, the phones, the addresses, the legal name and company number', () => {
    const found = goLivePlaceholders(embeddedPractice())
    expect(found).toContainEqual({ kind: 'fca-reference', found: '000000', where: 'finance.firmReferenceNumber' })
    expect(found).toContainEqual({ kind: 'cqc-location', found: '1-000000000', where: 'group.clinics[maidenhead].cqcLocation' })
    const main = embeddedPractice().group.clinics.find((clinic) => clinic.slug === 'maidenhead')
    expect(found).toContainEqual({ kind: 'drama-phone', found: main?.phone, where: 'group.clinics[maidenhead].phone' })
    expect(found).toContainEqual({ kind: 'drama-phone', found: main?.whatsapp, where: 'group.clinics[maidenhead].whatsapp' })
    expect(found).toContainEqual({ kind: 'example-address', found: 'larkspurdental.example', where: 'group.email' })
    expect(found).toContainEqual({ kind: 'legal-name', found: 'Larkspur Dental Care Ltd', where: 'group.company.legalName' })
    expect(found).toContainEqual({ kind: 'company-number', found: '00000000', where: 'group.company.number' })
    // Every clinic's CQC location, not the first only.
    expect(found.filter(({ kind }) => kind === 'cqc-location')).toHaveLength(embeddedPractice().group.clinics.length)
  })

  it('passes a practice with real-looking values, and names a company left unset', () => {
    expect(goLivePlaceholders(launchedPractice())).toEqual([])
    const { company: _company, ...group } = launchedPractice().group
    expect(kinds(goLivePlaceholders({ ...launchedPractice(), group }))).toEqual(new Set(['legal-name', 'company-number']))
  })

  it('reads the finance record the pages read: the embedded one where WordPress has none', () => {
    const { finance: _finance, ...practice } = launchedPractice()
    expect(goLivePlaceholders(practice)).toContainEqual({ kind: 'fca-reference', found: embeddedFinance.firmReferenceNumber, where: 'finance.firmReferenceNumber' })
  })

  it("reads the server's settings, naming only what matched, never the rest of the value", () => {
    const settings = [
      { name: 'MAIL_TO', value: 'hello@larkspurdental.example' },
      { name: 'SMTP_URL', value: 'smtps://user:secret@mail.example.com:465' },
      { name: 'SITE_URL', value: 'https://www.example.org' },
      { name: 'FALLBACK_PHONE', value: '+44 1632 960000' },
      { name: 'MAIL_FROM', value: 'Thameside <website@thameside-dental.co.uk>' },
      { name: 'BOOKING_URL', value: undefined },
    ]
    expect(goLivePlaceholders(launchedPractice(), settings)).toEqual([
      { kind: 'example-address', found: 'larkspurdental.example', where: 'MAIL_TO' },
      { kind: 'example-address', found: 'mail.example.com', where: 'SMTP_URL' },
      { kind: 'example-address', found: 'www.example.org', where: 'SITE_URL' },
      { kind: 'drama-phone', found: '+44 1632 960000', where: 'FALLBACK_PHONE' },
    ])
    // A site not yet at its https address (the default, http://localhost:3000).
    expect(goLivePlaceholders(launchedPractice(), [{ name: 'SITE_URL', value: 'http://localhost:3000' }])).toEqual([{ kind: 'site-url', found: 'http://localhost:3000', where: 'SITE_URL' }])
    expect(goLivePlaceholders(launchedPractice(), [{ name: 'SITE_URL', value: 'https://www.thameside-dental.co.uk' }])).toEqual([])
  })

  it('leaves alone what only looks near: other numbers, other domains, a real CQC id', () => {
    const practice = launchedPractice()
    const clinic = practice.group.clinics[0]
    if (!clinic) throw new Error('no clinic')
    const near = { ...clinic, phone: '01632 961000', email: 'examples@example.community', cqcLocation: 'https://www.cqc.org.uk/location/1-100000000' }
    expect(goLivePlaceholders({ ...practice, group: { ...practice.group, clinics: [near, ...practice.group.clinics.slice(1)] } })).toEqual([])
  })
})
