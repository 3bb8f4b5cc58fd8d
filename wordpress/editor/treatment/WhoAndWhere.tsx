import { CheckboxControl, Notice, Spinner } from '@wordpress/components'
import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import type { Choice } from './use-people-places'
import { usePeopleAndPlaces } from './use-people-places'

interface Props {
  readonly clinics: readonly string[]
  readonly providers: readonly string[]
  readonly onClinics: (slugs: string[]) => void
  readonly onProviders: (slugs: string[]) => void
  /** The team slugs the practice names, for where the team plugin is absent. */
  readonly teamSlugs: readonly string[]
}

const toggled = (list: readonly string[], slug: string, on: boolean) => (on ? [...list.filter((each) => each !== slug), slug] : list.filter((each) => each !== slug))

function Picker({ legend, field, choices, value, onChange }: { legend: string; field: string; choices: readonly Choice[] | null; value: readonly string[]; onChange: (slugs: string[]) => void }) {
  // A slug the record names that is no longer offered (an unpublished clinic) stays listed, so it can be unticked.
  const shown = choices ? [...choices, ...value.filter((slug) => !choices.some((choice) => choice.slug === slug)).map((slug) => ({ slug, name: `${slug} (not published)` }))] : null
  return (
    <fieldset className="larkspur-picker" aria-describedby={problemsId(field)}>
      <legend>{legend}</legend>
      {shown === null ? <Spinner /> : shown.map((choice) => <CheckboxControl key={choice.slug} label={choice.name} checked={value.includes(choice.slug)} onChange={(on) => onChange(toggled(value, choice.slug, on))} />)}
      {shown?.length === 0 && <p>None yet.</p>}
      <FieldProblems field={field} />
    </fieldset>
  )
}

/** Who provides the treatment and where, and who of them works at each chosen clinic. */
export function WhoAndWhere({ clinics, providers, onClinics, onProviders, teamSlugs }: Props) {
  const places = usePeopleAndPlaces(teamSlugs)
  const nameOf = (slug: string) => places.team?.find((member) => member.slug === slug)?.name ?? slug
  return (
    <section className="larkspur-section" aria-labelledby="larkspur-who-heading">
      <h2 id="larkspur-who-heading">Who and where</h2>
      <div className="larkspur-row__fields">
        <Picker legend="Clinics offering it" field="clinics" choices={places.clinics} value={clinics} onChange={onClinics} />
        <Picker legend="Who provides it" field="providers" choices={places.team} value={providers} onChange={onProviders} />
      </div>
      <h3>Providers at each clinic</h3>
      <ul className="larkspur-per-clinic">
        {clinics.map((slug) => {
          const clinic = places.clinics?.find((each) => each.slug === slug)
          const there = providers.filter((provider) => clinic?.team.includes(provider))
          return (
            <li key={slug}>
              <strong>{clinic?.name ?? slug}:</strong> {there.length > 0 ? there.map(nameOf).join(', ') : 'none of the providers'}
              {clinic && there.length === 0 && (
                <Notice status="warning" isDismissible={false}>
                  {`None of the providers chosen works at ${clinic.name} (its team is set on the clinic). Add a provider who does, or take the clinic off.`}
                </Notice>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
