import { actions } from 'astro:actions'
import { ContactForm } from '../forms/contact-form'
import { pageForms } from '../forms/form-section'
import { pageFormIsland } from './page-form-island'

/** The contact-us form as an island. */
export const ContactIsland = pageFormIsland(ContactForm, actions.contact, pageForms.contact.id)
