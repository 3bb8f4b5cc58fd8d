import { practiceInitials, withReferencePrefix } from './reference-initials'

describe("the references' default prefix", () => {
  test("is the initials of the practice's name, letters only, at most five", () => {
    expect(practiceInitials('Bramble Orthodontic Studio')).toBe('BOS')
    expect(practiceInitials('  st. ives & carbis bay dental  ')).toBe('SICBD')
    expect(practiceInitials('Ærø Smile Care Centre of Excellence Ltd')).toBe('RSCCO')
    expect(practiceInitials('Épée Dental')).toBe('ED')
    expect(practiceInitials('Molars')).toBe('MO')
    expect(practiceInitials('123 4')).toBeUndefined()
  })

  test('REFERENCE_PREFIX, when set, wins', () => {
    expect(withReferencePrefix({ dataDir: 'd', mailTo: 'm@example.test', referencePrefix: 'QRS' }, 'Bramble Orthodontic Studio').referencePrefix).toBe('QRS')
    expect(withReferencePrefix({ dataDir: 'd', mailTo: 'm@example.test' }, 'Bramble Orthodontic Studio').referencePrefix).toBe('BOS')
  })
})
