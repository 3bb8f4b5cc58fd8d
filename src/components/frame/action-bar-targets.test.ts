import path from 'node:path'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import { mainClinic } from '@/practice/facts'
import type { Group } from '@/practice/model'
import { telHref } from '@/practice/wording'
import { actionBarTargets } from './action-bar-targets'

const contentDir = path.join(process.cwd(), 'content')

async function group(bookingUrl?: string): Promise<Group> {
  const team = await readTeam(contentDir)
  const { group } = await readPractice(contentDir, team.map((member) => member.slug))
  return { ...group, clinics: group.clinics.map((clinic) => ({ ...clinic, bookingUrl })) }
}

describe('the phone action bar: who Call rings and where Book goes', () => {
  it('calls the main clinic, and books through the enquiry form on a page that has it, else the contact page', async () => {
    const practice = await group()
    const main = mainClinic(practice)
    const withForm = actionBarTargets(practice, '/veneers', { enquiry: true })
    expect(withForm.call.href).toBe(telHref(main.phone))
    expect(withForm).toMatchObject({ book: '#getintouchform', scrollTo: 'getintouchform', external: false })
    expect(actionBarTargets(practice, '/cookies', { enquiry: false }).book).toBe('/contact-us')
    expect(actionBarTargets(practice, '/blog').book).toBe('/contact-us')
    // The homepage has the enquiry form without saying so.
    expect(actionBarTargets(practice, '/').book).toBe('#getintouchform')
  })

  it("on a clinic page, calls and books that clinic", async () => {
    const practice = await group()
    const other = practice.clinics.find((clinic) => !clinic.main)
    if (!other) throw new Error('one clinic only')
    const targets = actionBarTargets(practice, `/our-clinics/${other.slug}`)
    expect(targets.call).toEqual({ label: `${other.name} clinic`, display: other.phone, href: telHref(other.phone) })
    expect(targets.book).toBe('#getintouchform')
    // Not a clinic of the model: the main clinic, and no form assumed.
    expect(actionBarTargets(practice, '/our-clinics/nowhere').call.display).toBe(mainClinic(practice).phone)
  })

  it("books at the clinic's booking address, with the page's treatment, leaving the site", async () => {
    const practice = await group('https://book.example/{treatment}')
    const targets = actionBarTargets(practice, '/veneers', { enquiry: true, treatment: 'veneers' })
    expect(targets).toMatchObject({ book: 'https://book.example/veneers', external: true })
    expect(targets.scrollTo).toBeUndefined()
  })
})
