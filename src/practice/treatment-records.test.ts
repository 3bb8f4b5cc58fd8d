import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import { drawerGroups, popularTreatments } from '@/site/navigation'
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

  it('exists for every treatment route of the drawer with a price, apart from the pages that explain rather than offer', async () => {
    const { treatments } = await practice()
    // No price of their own: children's examinations are free, NHS care is priced in bands on
    // /nhs-treatment, and these explain a treatment whose record another route presents.
    const explains = new Set(['/childrens-dentistry', '/nhs-treatment', '/why-choose-us-for-your-implants', '/dental-implants-aftercare', '/what-is-orthodontics'])
    const routes = drawerGroups.filter((group) => !['about', 'blog', 'contact'].includes(group.id)).flatMap((group) => group.links)
    const missing = routes.filter((link) => !explains.has(link.href) && !treatmentForRoute(treatments, link.href)).map((link) => link.href)
    expect(missing).toEqual([])
  })

  it('is nothing for a route without a record', async () => {
    const { treatments } = await practice()
    expect(treatmentForRoute(treatments, '/no-such-treatment')).toBeUndefined()
  })
})
