import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import type { TeamMember } from '@/content/types'
import { treatmentFacts, treatmentFor } from './facts'
import { TreatmentFacts } from './treatment-facts'

const contentDir = path.join(process.cwd(), 'content')

/** The panel's "Where" line, as a visitor reads it, and the links in it. */
function where(html: string) {
  const line = /<dt>Where<\/dt><dd><p>(.*?)<\/p><\/dd>/.exec(html)?.[1] ?? ''
  return { text: line.replace(/<[^>]+>/g, ''), links: [...line.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]) }
}

describe('the facts panel', () => {
  it('names the clinics that offer a treatment in a line of text, each a link to its page', async () => {
    // The panel reads names, roles and GDC numbers; the portraits are the page's to make.
    const team = (await readTeam(contentDir)).map(({ portrait: _portrait, portraitAlt: _alt, ...member }): TeamMember => member)
    const practice = await readPractice(contentDir, team.map((member) => member.slug))
    const treatment = treatmentFor(practice, 'veneers')
    if (!treatment) throw new Error('no veneers record')
    const clinics = practice.group.clinics
    expect(clinics.length, 'the embedded group has at least three clinics').toBeGreaterThanOrEqual(3)
    const render = (slugs: readonly string[]) =>
      where(renderToStaticMarkup(<TreatmentFacts view={treatmentFacts(practice, { ...treatment, clinics: [...slugs] }, team, '#getintouchform')} portraitOf={() => undefined} />))

    const [a, b, c] = clinics
    if (!a || !b || !c) throw new Error('three clinics expected')
    expect(render([a.slug])).toEqual({ text: a.name, links: [[`/our-clinics/${a.slug}`, a.name]] })
    expect(render([a.slug, b.slug]).text).toBe(`${a.name} and ${b.name}`)
    const three = render([a.slug, b.slug, c.slug])
    expect(three.text).toBe(`${a.name}, ${b.name} and ${c.name}`)
    expect(three.links).toEqual([a, b, c].map((clinic) => [`/our-clinics/${clinic.slug}`, clinic.name]))
  })
})
