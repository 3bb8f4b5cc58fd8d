import { actions } from 'astro:actions'
import { pageForms } from '../forms/form-section'
import { RegistrationForm } from '../forms/registration-form'
import { pageFormIsland } from './page-form-island'

/** The new-patient registration form as an island. */
export const RegistrationIsland = pageFormIsland(RegistrationForm, actions.registration, pageForms.registration.id)
