import { mainClinic } from '@/practice/facts'
import { openingLine } from '@/practice/wording'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { buildPageContext } from '@/middleware/page-context-build'
import { frameHours } from './frame-hours'

const practice = embeddedPractice()
const hoursOn = (path: string) => frameHours(buildPageContext(path, practice, 'current', null))

describe("the frame's hours (issue 35)", () => {
  it("on a clinic's own page are that clinic's whole week, its Saturday included", () => {
    const saturday = practice.group.clinics.find((clinic) => !clinic.main && clinic.hours.saturday?.length)
    if (!saturday) throw new Error('no other clinic opens on Saturdays')
    const lines = hoursOn(`/our-clinics/${saturday.slug}`)
    expect(lines.map((line) => `${line.days} ${line.header}`).join('; ')).toBe(openingLine(saturday.hours))
    expect(lines.at(-1)?.days).toBe('Saturday')
    expect(lines.map((line) => `${line.days} ${line.footer}`).join('; ')).toBe(openingLine(saturday.hours, '.'))
  })

  it("on every other page are the spec's one line, the main clinic's usual week", () => {
    const main = mainClinic(practice.group)
    for (const path of ['/', '/veneers', '/our-clinics', '/contact-us']) {
      expect(hoursOn(path).map((line) => `${line.days} ${line.header}`)).toEqual([openingLine(main.hours)])
    }
  })
})
