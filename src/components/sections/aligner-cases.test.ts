import { readdirSync } from 'node:fs'
import path from 'node:path'
import { alignerCases, alignerFrameSrc } from './aligner-cases'

const publicDir = path.resolve(import.meta.dirname, '../../../public')

describe('aligner cases', () => {
  it('has the six cases and image counts of docs/requirements.md §9', () => {
    expect(Object.fromEntries(alignerCases.map((item) => [item.name, item.images]))).toEqual({
      Crossbite: 26,
      Crowding: 23,
      'Deep Bite': 32,
      'Gapped Teeth': 19,
      'Open Bite': 30,
      Underbite: 37,
    })
    expect(alignerCases.reduce((sum, item) => sum + item.images, 0)).toBe(167)
  })

  it.each(alignerCases.map((item) => [item.slug, item.images] as const))('ships exactly weeks 1..%s of %s as images', (slug, images) => {
    const files = readdirSync(path.join(publicDir, 'media', 'aligners', slug)).sort((a, b) => parseInt(a) - parseInt(b))
    const expected = Array.from({ length: images }, (_, index) => path.basename(alignerFrameSrc(slug, index + 1)))
    expect(files).toEqual(expected)
  })
})
