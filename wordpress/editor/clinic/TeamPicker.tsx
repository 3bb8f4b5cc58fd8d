import apiFetch from '@wordpress/api-fetch'
import { CheckboxControl, Spinner } from '@wordpress/components'
import { useSelect } from '@wordpress/data'
import React, { useEffect, useState } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { useClinicMeta } from './meta'
import { membersNamedIn, membersOf, offered, pick, type Member } from './team'

const TEAM_TYPE = 'larkspur_team'

/** The members to pick from: the team post type through core-data, or the practice endpoint's slugs where that type is absent. */
function useMembers(): readonly Member[] | null {
  const fromType = useSelect((select) => {
    const core = select('core') as unknown as { getPostTypes: (query: object) => Array<{ slug: string }> | null; getEntityRecords: (kind: string, name: string, query: object) => Parameters<typeof membersOf>[0] | null }
    const types = core.getPostTypes({ per_page: -1 })
    if (!types) return undefined
    if (!types.some((type) => type.slug === TEAM_TYPE)) return null
    const records = core.getEntityRecords('postType', TEAM_TYPE, { per_page: -1, status: 'publish' })
    return records ? membersOf(records) : undefined
  }, [])
  const [fromPractice, setFromPractice] = useState<readonly Member[] | null>(null)
  useEffect(() => {
    if (fromType !== null) return
    apiFetch<Parameters<typeof membersNamedIn>[0]>({ path: '/larkspur/v1/practice' }).then(
      (practice) => setFromPractice(membersNamedIn(practice)),
      () => setFromPractice([]),
    )
  }, [fromType])
  return fromType === undefined ? null : fromType ?? fromPractice
}

/** Who works at the clinic (meta `team`, slugs), ticked from the team. */
export function TeamPicker() {
  const [meta, setMeta] = useClinicMeta()
  const members = useMembers()
  const chosen = Array.isArray(meta.team) ? meta.team.filter((slug): slug is string => typeof slug === 'string') : []
  return (
    <fieldset className="larkspur-fieldset">
      <legend>Who works here</legend>
      <p className="larkspur-help">Ticked members are listed on this clinic’s page. Add or change people under Team.</p>
      <FieldProblems field="team" />
      {members === null ? (
        <Spinner />
      ) : (
        <div className="larkspur-team">
          {offered(members, chosen).map((member) => (
            <CheckboxControl key={member.slug} label={member.name} checked={chosen.includes(member.slug)} onChange={(on) => setMeta('team', pick(chosen, member.slug, on))} aria-describedby={problemsId('team')} />
          ))}
          {members.length === 0 && chosen.length === 0 && <p>There is no one on the team yet.</p>}
        </div>
      )}
    </fieldset>
  )
}
