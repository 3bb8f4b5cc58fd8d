import { useSelect } from '@wordpress/data'
import { decodeEntities } from '@wordpress/html-entities'
import { useMemo } from 'react'

export interface Choice {
  readonly slug: string
  readonly name: string
}

export interface ClinicChoice extends Choice {
  /** The team slugs who work there (the clinic's `team` meta). */
  readonly team: readonly string[]
}

interface Rendered {
  readonly slug: string
  readonly title?: { readonly rendered?: string; readonly raw?: string }
  readonly meta?: { readonly team?: readonly string[] }
}

interface CoreSelectors {
  getEntityRecords: (kind: 'postType', name: string, query: Record<string, unknown>) => Rendered[] | null
  getPostTypes: (query: Record<string, unknown>) => Array<{ slug: string }> | null
}

const QUERY = { per_page: 100, status: 'publish', orderby: 'menu_order', order: 'asc' }
const nameOf = (record: Rendered) => decodeEntities(record.title?.raw ?? record.title?.rendered ?? record.slug)

/**
 * The clinics (GET wp/v2/clinics through core-data) and the team a treatment can name: the team
 * post type's members where the larkspur-team plugin is there, or else `fallback`, the slugs the
 * practice names. Null while still loading.
 */
export function usePeopleAndPlaces(fallback: readonly string[]): { clinics: ClinicChoice[] | null; team: Choice[] | null } {
  // The store's own records (stable between renders) are selected; the choices are made from them below.
  const { clinicRecords, types, teamRecords } = useSelect((select) => {
    const core = select('core') as unknown as CoreSelectors
    const postTypes = core.getPostTypes({ per_page: -1 })
    const hasTeam = postTypes?.some((type) => type.slug === 'larkspur_team') ?? false
    return {
      clinicRecords: core.getEntityRecords('postType', 'larkspur_clinic', QUERY),
      types: postTypes,
      teamRecords: hasTeam ? core.getEntityRecords('postType', 'larkspur_team', QUERY) : null,
    }
  }, [])
  return useMemo(() => {
    const hasTeam = types?.some((type) => type.slug === 'larkspur_team') ?? false
    const team = types === null ? null : hasTeam ? (teamRecords?.map((record) => ({ slug: record.slug, name: nameOf(record) })) ?? null) : fallback.map((slug) => ({ slug, name: slug }))
    const clinics = clinicRecords?.map((record) => ({ slug: record.slug, name: nameOf(record), team: record.meta?.team ?? [] })) ?? null
    return { clinics, team }
  }, [clinicRecords, types, teamRecords, fallback])
}
