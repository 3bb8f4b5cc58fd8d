import { treatmentForRoute } from '@/practice/treatment-records'
import type { Clinic, Practice, Treatment } from '../model'
import type { Finding, ModelRule, PageRule } from './rule'

/**
 * Who treats you, and where. A page that names a clinician for a treatment at a clinic where
 * they do not work misleads by omission of the material fact of who treats you there (CAP Code
 * 3.1, 3.3; CPRs 2008 / DMCC Act 2024 s.226, misleading actions and omissions), and the GDC
 * expects a practice's information to be honest (Standards 1.3). Whether NHS care is available
 * where a treatment is offered is information a patient needs to choose (GDC Standards 2.4;
 * NHS England's guidance that practices say what NHS care they provide).
 */
const ID = 'who-and-where'
const SOURCE = 'CAP Code 3.1, 3.3; DMCC Act 2024 s.226; GDC Standards 1.3, 2.4'

/** The treatment's providers who work at the clinic (the treatment's `providers` ∩ the clinic's `team`), in the record's order. */
export const providersAt = (treatment: Pick<Treatment, 'providers'>, clinic: Pick<Clinic, 'team'>): string[] => treatment.providers.filter((slug) => clinic.team.includes(slug))

/** The clinics a treatment lists, in the group's order. */
export const clinicsOf = (practice: Pick<Practice, 'group'>, treatment: Pick<Treatment, 'clinics'>): Clinic[] => practice.group.clinics.filter((clinic) => treatment.clinics.includes(clinic.slug))

export const whoAndWhereModel: ModelRule = {
  id: ID,
  source: SOURCE,
  check: (practice) =>
    practice.treatments.flatMap((treatment) => {
      const clinics = clinicsOf(practice, treatment)
      const where = `treatments[${treatment.slug}]`
      const unstaffed: Finding[] = clinics
        .filter((clinic) => providersAt(treatment, clinic).length === 0)
        .map((clinic) => ({ rule: ID, where: `${where}.clinics[${clinic.slug}]`, message: `no one named in "providers" works at ${clinic.name} (group.clinics[${clinic.slug}].team)` }))
      const nowhere: Finding[] = treatment.providers
        .filter((slug) => !clinics.some((clinic) => clinic.team.includes(slug)))
        .map((slug) => ({ rule: ID, where: `${where}.providers[${slug}]`, message: `"${slug}" works at none of the clinics the treatment lists` }))
      return [...unstaffed, ...nowhere]
    }),
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export const whoAndWherePage: PageRule = {
  id: ID,
  source: SOURCE,
  check: (page, practice) => {
    const treatment = treatmentForRoute(practice.treatments, page.path)
    if (!treatment) return []
    // The facts panel marks each clinic it lists (src/components/treatment/treatment-facts.tsx).
    return clinicsOf(practice, treatment).flatMap((clinic): Finding[] => {
      const entry = new RegExp(`<li[^>]*data-clinic="${escapeRegExp(clinic.slug)}"[^>]*>([\\s\\S]*?)</li>`).exec(page.html)
      if (!entry) return []
      // Issue 45: the care label is the treatment's at that clinic (its `nhsAt`), not the clinic's.
      const nhs = treatment.nhsAt.includes(clinic.slug) && clinic.care !== 'private'
      const says = /\bNHS\b/.test(entry[1] ?? '')
      if (nhs === says) return []
      const message = nhs ? `lists ${clinic.name} for "${treatment.slug}" without saying it is provided on the NHS there` : `says NHS care beside ${clinic.name} for "${treatment.slug}", which it provides privately only (treatments[${treatment.slug}].nhsAt)`
      return [{ rule: ID, where: page.path, message }]
    })
  },
}
