import { actions } from 'astro:actions'
import { pageForms } from '../forms/form-section'
import { ReferralForm } from '../forms/referral-form'
import { pageFormIsland } from './page-form-island'

/**
 * The referral form as an island. Its file travels with the fields either way: multipart through
 * the action call with JavaScript, and as the form's encoding (multipart) without (see src/components/islands/form-action.ts).
 */
export const ReferralIsland = pageFormIsland(ReferralForm, actions.referral, pageForms.referral.id)
