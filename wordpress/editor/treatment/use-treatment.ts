import apiFetch from '@wordpress/api-fetch'
import { useEntityProp } from '@wordpress/core-data'
import { useEffect, useState } from 'react'
import type { TreatmentMeta } from './types'

/** The treatment's post meta as edited, and a setter for one key (the rest kept as they are). */
export function useTreatmentMeta(): [TreatmentMeta, <K extends keyof TreatmentMeta>(key: K, value: TreatmentMeta[K]) => void] {
  const [meta, setMeta] = useEntityProp<TreatmentMeta>('postType', 'larkspur_treatment', 'meta')
  const set = <K extends keyof TreatmentMeta>(key: K, value: TreatmentMeta[K]) => setMeta({ ...meta, [key]: value })
  return [meta, set]
}

/** One option of the practice as the website serves it, with the treatment it belongs to. */
export interface PracticeOption {
  readonly id: string
  readonly name: string
  readonly treatment: string
  readonly treatmentSlug: string
}

interface ServedPractice {
  readonly group?: { readonly clinics?: ReadonlyArray<{ readonly team?: readonly string[] }> }
  readonly treatments?: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly providers?: readonly string[]; readonly options?: ReadonlyArray<{ readonly id: string; readonly name: string }> }>
}

export interface PracticeFacts {
  /** Every option of the published practice (GET larkspur/v1/practice); empty until it answers, or when it has not been set up. */
  readonly options: readonly PracticeOption[]
  /** The team slugs the practice names (clinics' teams and treatments' providers): the providers where the team plugin is absent. */
  readonly teamSlugs: readonly string[]
  /** The most cases a treatment keeps, from the meta schema the plugin registers (Larkspur_Practice_Lines::MAX_CASES). */
  readonly maxCases: number | null
}

interface TreatmentsSchema {
  readonly schema?: { readonly properties?: { readonly meta?: { readonly properties?: { readonly cases?: { readonly maxItems?: number } } } } }
}

/** What the form needs of the rest of the practice, read once when it opens. */
export function usePracticeFacts(): PracticeFacts {
  const [facts, setFacts] = useState<PracticeFacts>({ options: [], teamSlugs: [], maxCases: null })
  useEffect(() => {
    let current = true
    apiFetch<ServedPractice>({ path: '/larkspur/v1/practice' }).then(
      (practice) => {
        const treatments = practice.treatments ?? []
        const options = treatments.flatMap((treatment) => (treatment.options ?? []).map((option) => ({ id: option.id, name: option.name, treatment: treatment.name, treatmentSlug: treatment.slug })))
        const slugs = [...(practice.group?.clinics ?? []).flatMap((clinic) => clinic.team ?? []), ...treatments.flatMap((treatment) => treatment.providers ?? [])]
        if (current) setFacts((before) => ({ ...before, options, teamSlugs: [...new Set(slugs)].sort() }))
      },
      // Not set up yet (404 larkspur_practice_unset): the pickers offer this treatment's own options only.
      () => undefined,
    )
    apiFetch<TreatmentsSchema>({ path: '/wp/v2/treatments', method: 'OPTIONS' }).then(
      (answer) => current && setFacts((before) => ({ ...before, maxCases: answer.schema?.properties?.meta?.properties?.cases?.maxItems ?? null })),
      // Without the schema the form sets no limit of its own: the save is refused past it, with the plugin's message.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return facts
}
