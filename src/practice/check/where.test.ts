import { normalisedWhere, placeOf, whereOf } from './where'

const model = {
  group: { name: 'Group', clinics: [{ slug: 'maidenhead' }, { slug: '2' }, { slug: 'slough' }] },
  treatments: [{ slug: 'veneers', options: [{ id: 'porcelain-veneer', name: 'Porcelain veneer' }, { name: 'Composite veneer' }], cases: [{}] }],
}

test('a zod path is written as practiceProblems writes it: records by slug, options by id (or their name’s), the rest by index', () => {
  expect(whereOf(['group', 'clinics', 2, 'name'], model)).toBe('group.clinics[slough].name')
  expect(whereOf(['treatments', 0, 'options', 1, 'from'], model)).toBe('treatments[veneers].options[composite-veneer].from')
  expect(whereOf(['treatments', 0, 'cases', 0, 'before', 'src'], model)).toBe('treatments[veneers].cases[0].before.src')
  // No record there to name: its index.
  expect(whereOf(['treatments', 4, 'name'], model)).toBe('treatments[4].name')
  expect(whereOf([], model)).toBe('')
  // A slug the model refuses, which would not read back as one bracket: its index.
  expect(whereOf(['group', 'clinics', 0, 'slug'], { group: { clinics: [{ slug: 'a]b c' }] } })).toBe('group.clinics[0].slug')
})

test('a rule’s index is read as the record’s slug; a slug, even of digits, is kept; what follows the path stays', () => {
  expect(normalisedWhere('group.clinics[0].directions.byCar', model)).toBe('group.clinics[maidenhead].directions.byCar')
  expect(normalisedWhere('treatments[0].options[1].name', model)).toBe('treatments[veneers].options[composite-veneer].name')
  expect(normalisedWhere('group.clinics[2].name', model)).toBe('group.clinics[2].name')
  expect(normalisedWhere('treatments[veneers].options[porcelain-veneer]', model)).toBe('treatments[veneers].options[porcelain-veneer]')
  expect(normalisedWhere('fees.sections[0] (Examinations)', model)).toBe('fees.sections[0] (Examinations)')
})

test('each where belongs to a record and its top-level field, or to none', () => {
  expect(placeOf('group.clinics[slough].hours.monday[0]')).toEqual({ record: { kind: 'clinic', slug: 'slough' }, field: 'hours' })
  expect(placeOf('group.clinics[slough]')).toEqual({ record: { kind: 'clinic', slug: 'slough' }, field: null })
  expect(placeOf('group.clinics')).toEqual({ record: { kind: 'group' }, field: 'clinics' })
  expect(placeOf('group.tagline')).toEqual({ record: { kind: 'group' }, field: 'tagline' })
  expect(placeOf('treatments[veneers].chairTime')).toEqual({ record: { kind: 'treatment', slug: 'veneers' }, field: 'chairTime' })
  expect(placeOf('fees.nhsBands[0].bands.band1')).toEqual({ record: { kind: 'fees' }, field: 'nhsBands' })
  expect(placeOf('finance.defaults.productId')).toEqual({ record: { kind: 'finance' }, field: 'defaults' })
  expect(placeOf('treatments')).toEqual({ record: null, field: null })
  expect(placeOf('')).toEqual({ record: null, field: null })
})
