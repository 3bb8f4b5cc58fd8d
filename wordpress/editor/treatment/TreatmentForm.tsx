import { useSelect } from '@wordpress/data'
import React, { useMemo } from 'react'
import { Cases } from './Cases'
import { Charges } from './Charges'
import { optionIdOf } from './ids'
import { PriceOptions } from './PriceOptions'
import { TREATMENT_FORM_CSS } from './styles'
import { usePeopleAndPlaces } from './use-people-places'
import { type PracticeOption, usePracticeFacts, useTreatmentMeta } from './use-treatment'
import { WhoAndWhere } from './WhoAndWhere'

/**
 * A treatment's form (the larkspur/treatment-form block, in RecordForm): its price options, the
 * charges beside them, who provides it where, and its before-and-after cases, over the post meta.
 * The short facts are in the document settings panel (TreatmentPanels).
 */
export function TreatmentForm() {
  const [meta, set] = useTreatmentMeta()
  const facts = usePracticeFacts()
  const { slug, title } = useSelect((select) => {
    const editor = select('core/editor') as unknown as { getEditedPostAttribute: (name: string) => unknown }
    return { slug: String(editor.getEditedPostAttribute('slug') ?? ''), title: String(editor.getEditedPostAttribute('title') ?? '') }
  }, [])
  const options = useMemo(() => meta.options ?? [], [meta.options])
  // The practice's options as they would be after this save: the other treatments' as published, this one's as edited.
  const practiceOptions = useMemo<PracticeOption[]>(
    () => [...facts.options.filter((option) => option.treatmentSlug !== slug), ...options.map((option) => ({ id: option.id ?? optionIdOf(option.name), name: option.name, treatment: title || 'this treatment', treatmentSlug: slug }))],
    [facts.options, options, slug, title],
  )
  const { team } = usePeopleAndPlaces(facts.teamSlugs)
  return (
    <div className="larkspur-treatment-form">
      <style>{TREATMENT_FORM_CSS}</style>
      <PriceOptions options={options} onChange={(changed) => set('options', changed)} finance={meta.finance === true} practiceOptions={practiceOptions} />
      <Charges requires={meta.requires ?? []} extras={meta.extras ?? []} onRequires={(ids) => set('requires', ids)} onExtras={(extras) => set('extras', extras)} practiceOptions={practiceOptions} />
      <WhoAndWhere clinics={meta.clinics ?? []} providers={meta.providers ?? []} onClinics={(slugs) => set('clinics', slugs)} onProviders={(slugs) => set('providers', slugs)} teamSlugs={facts.teamSlugs} />
      <Cases cases={meta.cases ?? []} unretouched={meta.cases_unretouched === true} onCases={(cases) => set('cases', cases)} onUnretouched={(checked) => set('cases_unretouched', checked)} team={team} maxCases={facts.maxCases} />
    </div>
  )
}
