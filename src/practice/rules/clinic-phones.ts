import { telHref } from '../wording'
import type { Finding, PageRule } from './rule'

/**
 * A clinic's page gives that clinic's numbers only. Google asks one name, address and phone per
 * location page (Google Business Profile guidelines), and a page about one clinic that offers
 * another's number misleads a caller about whom they ring (CAP Code 3.1).
 */
const ID = 'clinic-phones'
const SOURCE = 'Google Business Profile guidelines (one NAP per location page); CAP Code 3.1'

/** /our-clinics/{clinic} (src/site/routes.ts, clinicRoute). */
const CLINIC_PAGE = /^\/our-clinics\/([a-z0-9-]+)\/?$/

export const clinicPhonesPage: PageRule = {
  id: ID,
  source: SOURCE,
  check: (page, practice) => {
    const slug = CLINIC_PAGE.exec(page.path)?.[1]
    const clinic = practice.group.clinics.find((candidate) => candidate.slug === slug)
    if (!clinic) return []
    const own = new Set([clinic.phone, clinic.appointmentsPhone].flatMap((phone) => (phone ? [telHref(phone)] : [])))
    const others = [...new Set([...page.html.matchAll(/href="(tel:[^"]*)"/gi)].map((match) => match[1] ?? ''))].filter((href) => !own.has(href))
    return others.map((href): Finding => ({ rule: ID, where: page.path, message: `links ${href}, which is not ${clinic.name}'s phone or appointments phone` }))
  },
}
