import { embeddedPractice } from '../../../tests/embedded-facts'
import { MODEL_BOUNDS as B } from '../bounds'
import type { Clinic, Practice, Treatment } from '../model'

/**
 * A model with every list and text of the model at its bound (issue 44), as a test fixture: built
 * from the embedded model, so it passes the rules, with the texts written in the character that is
 * longest as PHP sends it ('é', six bytes as '\u00e9'). Each bound is reached once (one clinic with
 * every closure, one treatment with every option, one of them with the longest name…), as the whole
 * model has its own bound in bytes.
 */
export const text = (length: number, start = 'Text') => `${start} ${'é'.repeat(length)}`.slice(0, length)
const slugOf = (stem: string, index: number) => `${stem}-${index}`.padEnd(B.slug, 'x').slice(0, B.slug)
const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index))
const day = (index: number) => `2030-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`
const sessions = times(B.sessions, (index) => ({ opens: `${String(8 + index * 2).padStart(2, '0')}:00`, closes: `${String(9 + index * 2).padStart(2, '0')}:00` }))

function clinicAtBounds(clinic: Clinic): Clinic {
  return {
    ...clinic,
    name: text(B.name, 'Clinic'),
    address: { ...clinic.address, street: text(B.name), locality: text(B.name), region: text(B.name) },
    hours: Object.fromEntries(Object.keys(clinic.hours).map((day) => [day, sessions])),
    exceptions: times(B.exceptions, (index) => ({ date: day(index), reason: text(index ? 12 : 80, 'Closed'), hours: index ? [] : sessions })),
    directions: { publicTransport: text(B.prose), byCar: text(B.prose), stepFreeAccess: text(B.prose) },
  }
}

/** A priced treatment of `count` charges, named by `stem`, for another treatment's requires and extras to name. */
const charges = (stem: string, count: number, base: Treatment): Treatment => ({
  ...base,
  slug: stem,
  name: text(B.name, 'Charges'),
  options: times(count, (index) => ({ id: slugOf(stem, index), name: text(index ? 12 : B.name, 'Charge'), from: 100, fixed: true, includes: [], representative: false })),
  requires: [],
  extras: [],
  cases: [],
  finance: false,
  prescriptionOnly: false,
})

export function modelAtBounds(): Practice {
  const practice = embeddedPractice()
  const { clinics } = practice.group
  const main = clinics.find((clinic) => clinic.main) ?? clinics[0]
  const other = clinics.find((clinic) => !clinic.main)
  if (!main || !other) throw new Error('the embedded model has no second clinic')
  const team = [...new Set(clinics.flatMap((clinic) => clinic.team))]
  practice.group = {
    ...practice.group,
    tagline: text(B.short, 'Care'),
    social: times(B.social, (index) => ({ network: text(index ? 12 : B.name, 'Network'), href: `https://social.example/${index}/${'é'.repeat(index ? 1 : B.link - 40)}` })),
    clinics: [...clinics.map((clinic) => (clinic === other ? clinicAtBounds(clinic) : clinic)), ...times(B.clinics - clinics.length, (index) => ({ ...other, slug: slugOf('clinic', index) }))],
  }
  const base = practice.treatments.find((treatment) => treatment.slug === 'teeth-grinding') ?? practice.treatments[0]
  if (!base) throw new Error('the embedded model has no treatments')
  const required = charges('required-charges', B.requires, base)
  const extra = charges('extra-charges', B.extras, base)
  const requires = required.options.map((option) => option.id)
  const widest: Treatment = {
    ...base,
    slug: 'widest',
    name: text(B.name, 'Widest'),
    options: times(B.options, (index) => ({ id: slugOf('widest', index), name: text(index ? 12 : B.name, 'Option'), from: 200, unit: text(index ? 8 : B.name, 'per'), fixed: true, includes: requires, representative: false })),
    visits: text(B.short),
    chairTime: text(B.short),
    recovery: text(B.short),
    providers: times(B.providers, (index) => team[index % team.length] ?? ''),
    clinics: practice.group.clinics.map((clinic) => clinic.slug),
    requires,
    // £200 a unit: below the finance range, so it is not offered with finance (finance-figures).
    finance: false,
    extras: extra.options.map((option, index) => ({ option: option.id, when: text(index ? 12 : 200, 'When') })),
  }
  const copies = times(B.treatments - practice.treatments.length - 3, (index) => ({
    ...base,
    slug: slugOf('copy', index),
    options: base.options.map((option, each) => ({ ...option, id: slugOf(`copy-${index}`, each) })),
  }))
  practice.treatments = [...practice.treatments, required, extra, widest, ...copies]
  const { sections } = practice.fees
  const lines = sections.reduce((sum, section) => sum + section.items.length, 0)
  practice.fees = {
    sections: [
      ...sections,
      ...times(B.feeSections - sections.length, (index) => ({
        title: text(B.name, 'Section'),
        items: times(index === 0 ? B.feeLines - lines - (B.feeSections - sections.length - 1) : 1, (line) => ({ name: text(line ? 12 : B.name, 'Line'), free: text(line ? 12 : B.short, 'Included') })),
        notes: times(index === 0 ? B.feeNotes : 1, (note) => text(note ? 12 : B.prose, 'Note')),
      })),
    ],
    nhsBands: times(B.nhsBandSets, (index) => ({ from: day(index), source: text(index ? 12 : B.short, 'Source'), bands: { band1: 27.4, band2: 75.3, band3: 326.7, urgent: 27.4 } })),
  }
  return practice
}
