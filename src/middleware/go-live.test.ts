import { parseEnv } from '@/env'
import { embeddedPractice } from '../../tests/embedded-facts'
import { editedAt, goLiveSettings, warnGoLiveOnce } from './go-live'

describe("the go-live check's settings and where each placeholder is edited (issue 45)", () => {
  const practice = embeddedPractice()

  it('reads the settings a patient or a mail server meets, MAIL_FROM unset as the default sender it stands for', () => {
    const settings = goLiveSettings(parseEnv({ MAIL_TO: 'hello@thameside-dental.co.uk' }))
    expect(settings).toContainEqual({ name: 'MAIL_TO', value: 'hello@thameside-dental.co.uk' })
    expect(settings).toContainEqual({ name: 'MAIL_FROM (unset: the default sender)', value: 'website@larkspurdental.example' })
    expect(settings).toContainEqual({ name: 'SITE_URL', value: 'http://localhost:3000' })
    expect(goLiveSettings(parseEnv({ MAIL_FROM: 'Us <web@thameside-dental.co.uk>' }))).toContainEqual({ name: 'MAIL_FROM', value: 'Us <web@thameside-dental.co.uk>' })
  })

  it('names the embedded file, the WordPress screen, or the environment', () => {
    const embedded = parseEnv({})
    const wordpress = parseEnv({ CMS_URL: 'https://cms.thameside-dental.co.uk/wp-json/' })
    expect(editedAt('group.clinics[slough].phone', practice, embedded)).toBe('content/practice/group.json')
    expect(editedAt('finance.firmReferenceNumber', practice, embedded)).toBe('content/practice/finance.json')
    expect(editedAt('group.clinics[slough].phone', practice, wordpress)).toBe('WordPress: Clinics, "slough"')
    expect(editedAt('treatments[invisalign].options[0].name', practice, wordpress)).toBe('WordPress: Treatments, "invisalign"')
    expect(editedAt('finance.firmReferenceNumber', practice, wordpress)).toMatch(/none is set there yet/)
    expect(editedAt('group.email', practice, wordpress)).toBe('WordPress: Practice settings')
    expect(editedAt('MAIL_TO', practice, wordpress)).toMatch(/environment/)
  })
})

describe('the warning at start (issue 45)', () => {
  it('says nothing on an http site; on an https one, one line per kind, once, naming no value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await warnGoLiveOnce(parseEnv({}))
    expect(warn).not.toHaveBeenCalled()
    await warnGoLiveOnce(parseEnv({ SITE_URL: 'https://www.thameside-dental.co.uk' }))
    const lines = warn.mock.calls.map(([line]) => String(line))
    expect(lines).toContain('[config] go-live: 1 FCA firm reference number placeholder(s) left; npm run preflight names each kind=fca-reference')
    expect(lines.filter((line) => line.includes('kind=cqc-location'))).toHaveLength(1)
    expect(lines.join('\n')).not.toMatch(/01632|larkspurdental|000000\b|1-0{9}/)
    await warnGoLiveOnce(parseEnv({ SITE_URL: 'https://www.thameside-dental.co.uk' }))
    expect(warn).toHaveBeenCalledTimes(lines.length)
    warn.mockRestore()
  })
})
