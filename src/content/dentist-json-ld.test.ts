import path from 'node:path'
import { createEmbeddedSource } from '@/content/local'
import { jsonLdText } from '@/lib/json-ld'
import { dentistJsonLd } from './dentist-json-ld'

describe('Dentist JSON-LD', () => {
  it('describes the practice with its registrants as employees identified by GDC number', async () => {
    const team = await createEmbeddedSource(path.resolve('content')).listTeam()
    const data = JSON.parse(jsonLdText(dentistJsonLd(team, 'https://www.larkspurdental.example'))) as ReturnType<typeof dentistJsonLd>
    expect(data['@type']).toBe('Dentist')
    expect(data.address.postalCode).toBe('SL6 1LX')
    expect(data.geo.latitude).toBeCloseTo(51.52, 1)
    expect(data.telephone).toBe('+441632960123')
    expect(data.openingHoursSpecification).toMatchObject({ opens: '08:00', closes: '17:00' })
    expect(data.employee.length).toBe(team.filter((member) => member.gdcNumber).length)
    expect(data.employee.map((person) => person.name)).not.toContain('Laura Bennett')
    for (const person of data.employee) expect(person.identifier.value).toMatch(/^\d{4,7}$/)
  })

  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
})
