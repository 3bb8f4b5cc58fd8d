import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { heroArtFor, treatmentHeroes } from './artwork'
import { drawerGroups } from './navigation'
import { findRoute } from './routes'

const publicFile = (src: string) => path.join(process.cwd(), 'public', src)

/** The drawer's groups that are not treatments (docs/requirements.md §2, Header). */
const notTreatments = new Set(['about', 'blog', 'contact'])
const drawerTreatments = drawerGroups.filter((group) => !notTreatments.has(group.id)).flatMap((group) => group.links.map((link) => link.href.slice(1)))

describe('hero artwork (issue 29)', () => {
  it('gives every treatment route of the drawer its own hero, a 1600x600 WebP that exists under public/', async () => {
    expect(drawerTreatments.length).toBeGreaterThan(40)
    for (const route of drawerTreatments) {
      const src = heroArtFor(route)
      expect(src, route).toBe(`/media/heroes/treatments/${route}.webp`)
      expect(existsSync(publicFile(src)), src).toBe(true)
      const meta = await sharp(publicFile(src)).metadata()
      expect({ format: meta.format, width: meta.width, height: meta.height }, src).toEqual({ format: 'webp', width: 1600, height: 600 })
    }
  })

  it('gives the orthodontic pages outside the drawer their own hero too', () => {
    for (const route of ['clear-braces', 'fixed-braces', 'damon-braces', 'fast-braces', 'six-month-smiles', 'inman-aligner', 'insignia', 'implants-and-orthodontics']) {
      expect(heroArtFor(route), route).toBe(`/media/heroes/treatments/${route}.webp`)
      expect(existsSync(publicFile(heroArtFor(route))), route).toBe(true)
    }
  })

  it('never gives two treatments the same picture', () => {
    const files = treatmentHeroes.map((hero) => heroArtFor(hero.path))
    expect(new Set(files).size).toBe(files.length)
    const digests = files.map((src) => createHash('sha256').update(readFileSync(publicFile(src))).digest('hex'))
    expect(new Set(digests).size).toBe(digests.length)
    expect(heroArtFor('veneers')).not.toBe(heroArtFor('composite-bonding'))
  })

  it('lists only routes of the registry, and the generated folder holds exactly their files', () => {
    for (const hero of treatmentHeroes) expect(findRoute(hero.path), hero.path).toBeDefined()
    const onDisk = readdirSync(publicFile('/media/heroes/treatments')).sort()
    expect(onDisk).toEqual(treatmentHeroes.map((hero) => `${hero.path}.webp`).sort())
  })

  it('keeps the practice frontage for pages that are not treatments', () => {
    for (const route of ['fees', 'our-clinics', 'why-choose-us', 'contact-us', 'blog', 'no-such-page']) {
      expect(heroArtFor(route), route).toBe('/media/heroes/practice.webp')
    }
    expect(existsSync(publicFile('/media/heroes/practice.webp'))).toBe(true)
  })
})
