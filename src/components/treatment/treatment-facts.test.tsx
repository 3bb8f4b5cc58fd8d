import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import type { TeamMember } from '@/content/types'
import type { Clinic, Treatment } from '@/practice/model'
import { careOffered } from '@/practice/regulation'
import { treatmentFacts, treatmentFor } from './facts'
import { TreatmentFacts } from './treatment-facts'

const contentDir = path.join(process.cwd(), 'content')

/** The panel's "Where, and who" lines, as a visitor reads them, and the clinic link in each. */
function where(html: string) {
  return [...html.matchAll(/<li data-clinic="([^"]+)">(.*?)<\/li>/g)].map((match) => ({
    slug: match[1],
    text: (match[2] ?? '').replace(/<[^>]+>/g, ''),
    links: [...(match[2] ?? '').matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((link) => [link[1], link[2]]),
  }))
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

  it('says per clinic who provides the treatment there, and that NHS care is there where the clinic offers it, each clinic a link in a line of text', async () => {
    // The panel reads names, roles and GDC numbers; the portraits are the page's to make.
    const team = (await readTeam(contentDir)).map(({ portrait: _portrait, portraitAlt: _alt, ...member }): TeamMember => member)
    const practice = await readPractice(contentDir, team.map((member) => member.slug))
    const nhs = practice.group.clinics.find((clinic) => clinic.care !== 'private')
    const priv = practice.group.clinics.find((clinic) => clinic.care === 'private')
    if (!nhs || !priv) throw new Error('the embedded group has an NHS clinic and a private one')
    // Everyone on either team, in the record's order, so each line must leave out whoever is not on its own clinic's team.
    const providers = [...new Set([...nhs.team, ...priv.team])]
    // Provided on the NHS at the NHS clinic (issue 45: the label is the treatment's there, its `nhsAt`).
    const treatment = { ...(treatmentFor(practice, 'veneers') as Treatment), clinics: [nhs.slug, priv.slug], providers, nhsAt: [nhs.slug] }
    const lines = where(renderToStaticMarkup(<TreatmentFacts view={treatmentFacts(practice, treatment, team, '#getintouchform')} portraitOf={() => undefined} />))
    const names = (clinic: Clinic) => new Intl.ListFormat('en-GB').format(providers.filter((slug) => clinic.team.includes(slug)).flatMap((slug) => team.find((member) => member.slug === slug)?.name ?? []))
    const ordered = practice.group.clinics.filter((clinic) => clinic === nhs || clinic === priv)
    expect(lines.map((line) => line.slug)).toEqual(ordered.map((clinic) => clinic.slug))
    for (const clinic of ordered) {
      const line = lines.find((candidate) => candidate.slug === clinic.slug)
      const care = clinic.care === 'private' ? '' : ` (${careOffered(clinic.care)})`
      expect(line?.text).toBe(`At ${clinic.name}${care}: ${names(clinic)}`)
      expect(line?.links).toEqual([[`/our-clinics/${clinic.slug}`, clinic.name]])
    }
    // Private only at the NHS clinic: no care label beside it.
    const privately = where(renderToStaticMarkup(<TreatmentFacts view={treatmentFacts(practice, { ...treatment, nhsAt: [] }, team, '#getintouchform')} portraitOf={() => undefined} />))
    expect(privately.find((line) => line.slug === nhs.slug)?.text).toBe(`At ${nhs.name}: ${names(nhs)}`)
  })
})
