import apiFetch from '@wordpress/api-fetch'
import type { Catalogue, Settings } from './types'

/** The plugin's settings route (capability `manage_larkspur_practice`): the stored options in their own shape. */
export const loadSettings = () => apiFetch<Settings>({ path: '/larkspur/v1/settings' })

export const saveSettings = (settings: Settings) => apiFetch<Settings>({ path: '/larkspur/v1/settings', method: 'POST', data: settings })

interface Served {
  group: { clinics: ReadonlyArray<{ slug: string; name: string }> }
  treatments: Catalogue['treatments']
}

/** The options a fee line can pick and the clinics finance can name, from the public practice endpoint; none when it has nothing yet. */
export async function loadCatalogue(): Promise<Catalogue> {
  try {
    const served = await apiFetch<Served>({ path: '/larkspur/v1/practice' })
    return { treatments: served.treatments, clinics: served.group.clinics.map(({ slug, name }) => ({ slug, name })) }
  } catch {
    // 404 until the settings were first saved: the fee lines then show their ids only.
    return { treatments: [], clinics: [] }
  }
}
