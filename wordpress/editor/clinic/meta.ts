import { useEntityProp } from '@wordpress/core-data'
import { useSelect } from '@wordpress/data'

/** The clinic's post meta as the block editor holds it (unsaved edits included), keyed as fields.php registers it. */
export type ClinicMeta = Readonly<Record<string, unknown>>

/**
 * The clinic being edited: its meta, and a setter for one key that keeps every other key as it is
 * (`setMeta({...meta, key: value})`), so the editor's Update saves the lot through REST.
 */
export function useClinicMeta(): [ClinicMeta, (key: string, value: unknown) => void] {
  const id = useSelect((select) => (select('core/editor') as unknown as { getCurrentPostId: () => number }).getCurrentPostId(), [])
  const [meta, setMeta] = useEntityProp<ClinicMeta | undefined>('postType', 'larkspur_clinic', 'meta', id)
  const current = meta ?? {}
  return [current, (key, value) => setMeta({ ...current, [key]: value })]
}

export const text = (meta: ClinicMeta, key: string): string => {
  const value = meta[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}
