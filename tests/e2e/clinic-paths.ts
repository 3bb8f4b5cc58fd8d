import group from '../../content/practice/group.json' with { type: 'json' }
import { clinicPath } from '../../src/site/routes'

/**
 * The pages of the registry's clinic route (src/site/routes.ts `clinicRoute`), one per clinic of the
 * embedded practice model, which the WordPress-mode run seeds too: the registry walks visit them
 * beside the table's routes.
 */
export const clinicPaths: readonly string[] = group.clinics.map((clinic) => `/${clinicPath(clinic.slug)}`)
