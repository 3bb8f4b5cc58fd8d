import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import { popularTreatments } from './navigation'
import { recordSlugFor, treatmentForRoute } from './treatment-records'

const contentDir = path.resolve('content')
const practice = async () => readPractice(contentDir, (await readTeam(contentDir)).map((member) => member.slug))

describe('the record a route presents', () => {
  it('is the record of the same path, unless the route names another', () => {
    expect(recordSlugFor('/veneers')).toBe('veneers')
    expect(recordSlugFor('anti-wrinkle-treatment')).toBe('anti-wrinkle-treatment')
    expect(recordSlugFor('/what-is-a-dental-implant')).toBe('single-tooth-implant')
  })

  it('exists in the embedded model for every popular treatment of the spec', async () => {
    const { treatments } = await practice()
    const missing = popularTreatments.filter((link) => !treatmentForRoute(treatments, link.href)).map((link) => link.href)
    expect(missing).toEqual([])
    expect(popularTreatments).toHaveLength(5)
  })

  it('is nothing for a route without a record', async () => {
    const { treatments } = await practice()
    expect(treatmentForRoute(treatments, '/no-such-treatment')).toBeUndefined()
  })
})
