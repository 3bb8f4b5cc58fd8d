import { embeddedPractice } from '../../../tests/embedded-facts'
import type { Practice } from '../model'
import { recordProblems } from '../facts'
import { clinicsOf, providersAt, whoAndWhereModel, whoAndWherePage } from './who-and-where'

const practice = embeddedPractice()
const nhsClinic = practice.group.clinics.find((clinic) => clinic.care !== 'private')
if (!nhsClinic) throw new Error('no clinic offers NHS care')
const treatment = practice.treatments.find((candidate) => candidate.nhsAt.includes(nhsClinic.slug))
if (!treatment) throw new Error(`no treatment at ${nhsClinic.slug}`)

describe('who and where', () => {
  it('passes the embedded model: every clinic a treatment lists has one of its providers on its team', () => {
    expect(whoAndWhereModel.check(practice)).toEqual([])
    for (const each of practice.treatments) for (const clinic of clinicsOf(practice, each)) expect(providersAt(each, clinic), `${each.slug} at ${clinic.slug}`).not.toEqual([])
  })

  it('finds a clinic where no provider works, and a provider who works at none of the clinics, naming the record and the rule', () => {
    const nobody = { ...nhsClinic, team: nhsClinic.team.filter((slug) => !treatment.providers.includes(slug)) }
    const broken: Practice = {
      ...practice,
      group: { ...practice.group, clinics: practice.group.clinics.map((clinic) => (clinic.slug === nhsClinic.slug ? nobody : clinic)) },
      treatments: practice.treatments.map((each) => (each.slug === treatment.slug ? { ...each, providers: [...each.providers, 'laura-bennett-nowhere'] } : each)),
    }
    const findings = whoAndWhereModel.check(broken).filter((finding) => finding.where.startsWith(`treatments[${treatment.slug}]`))
    expect(findings).toEqual([
      expect.objectContaining({ rule: 'who-and-where', where: `treatments[${treatment.slug}].clinics[${nhsClinic.slug}]` }),
      expect.objectContaining({ rule: 'who-and-where', where: `treatments[${treatment.slug}].providers[laura-bennett-nowhere]` }),
    ])
  })

  it("finds a treatment page that lists an NHS clinic without saying NHS care is there", () => {
    const page = (entry: string) => whoAndWherePage.check({ path: `/${treatment.slug}`, html: `<ul><li data-clinic="${nhsClinic.slug}">${entry}</li></ul>` }, practice)
    expect(page(`At ${nhsClinic.name} (NHS and private dental care): Dr A`)).toEqual([])
    expect(page(`At ${nhsClinic.name}: Dr A`)).toEqual([expect.objectContaining({ rule: 'who-and-where', where: `/${treatment.slug}`, message: expect.stringContaining(nhsClinic.name) })])
  })

  it('finds the NHS care label beside a treatment the clinic provides privately only (issue 45: Slough)', () => {
    const privateOnly = practice.treatments.find((candidate) => candidate.clinics.includes(nhsClinic.slug) && !candidate.nhsAt.includes(nhsClinic.slug))
    if (!privateOnly) throw new Error(`no private-only treatment at ${nhsClinic.slug}`)
    const page = (entry: string) => whoAndWherePage.check({ path: `/${privateOnly.slug}`, html: `<ul><li data-clinic="${nhsClinic.slug}">${entry}</li></ul>` }, practice)
    expect(page(`At ${nhsClinic.name}: Dr A`)).toEqual([])
    expect(page(`At ${nhsClinic.name} (NHS and private dental care): Dr A`)).toEqual([expect.objectContaining({ rule: 'who-and-where', message: expect.stringContaining('privately only') })])
  })

  it('a treatment is provided on the NHS only at one of its clinics that offers NHS care (recordProblems names its nhsAt)', () => {
    const privateClinic = practice.group.clinics.find((clinic) => clinic.care === 'private')
    if (!privateClinic) throw new Error('no private clinic')
    const broken: Practice = { ...practice, treatments: practice.treatments.map((each) => (each.slug === treatment.slug ? { ...each, nhsAt: [privateClinic.slug] } : each)) }
    expect(recordProblems(broken).map((problem) => problem.where)).toEqual([`treatments[${treatment.slug}].nhsAt`])
    expect(recordProblems(practice)).toEqual([])
  })
})
