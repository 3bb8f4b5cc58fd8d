import { clinicPath } from '../../src/site/routes'
import { embeddedPractice } from '../embedded-facts'

/**
 * The pages of the registry's clinic route (src/site/routes.ts `clinicRoute`), one per clinic of the
 * embedded practice model, which the WordPress-mode run seeds too: the registry walks visit them
 * beside the table's routes.
 */
export const clinicPaths: readonly string[] = embeddedPractice().group.clinics.map((clinic) => `/${clinicPath(clinic.slug)}`)
