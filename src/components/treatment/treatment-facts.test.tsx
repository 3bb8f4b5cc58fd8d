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

/**
 * The clinician and finance links of a panel, each with the line it sits in: as axe reads WCAG
 * 2.5.8's inline exception, a link is in a line of text when the line (up to a <br> or a block)
 * holds more text outside links than in them.
 */
function personAndFinanceLinks(html: string) {
  const blocks = [/<ul class="facts-people">(.*?)<\/ul>/.exec(html)?.[1] ?? '', /<div class="facts-finance"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '']
  const lines = blocks.flatMap((block) => block.split(/<br\s*\/?>|<\/?(?:p|li|span)>/)).filter((line) => line.includes('<a '))
  return lines.map((line) => {
    const links = [...line.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1] ?? '')
    return { links, outside: line.replace(/<a [^>]*>[^<]*<\/a>/g, '').replace(/<[^>]+>/g, '') }
  })
}

describe('the facts panel', () => {
  it('puts every clinician and finance link of every treatment in a line of text (WCAG 2.5.8 inline), not alone where the action bar may lie over it', async () => {
    const team = (await readTeam(contentDir)).map(({ portrait: _portrait, portraitAlt: _alt, ...member }): TeamMember => member)
    const practice = await readPractice(contentDir, team.map((member) => member.slug))
    const lines = practice.treatments.flatMap((treatment) =>
      personAndFinanceLinks(renderToStaticMarkup(<TreatmentFacts view={treatmentFacts(practice, treatment, team, '#getintouchform')} portraitOf={() => undefined} />)),
    )
    const links = lines.flatMap((line) => line.links)
    expect(links.some((link) => /finance/.test(link)), 'a finance link was checked').toBe(true)
    expect(links.some((link) => team.some((member) => member.name === link)), 'a clinician link was checked').toBe(true)
    for (const { links: inLine, outside } of lines) expect(outside.trim().length, `${inLine.join(', ')} beside "${outside}"`).toBeGreaterThan(inLine.join('').length)
  })

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
