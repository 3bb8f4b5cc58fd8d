import type { ComponentType } from 'react'
import { practice } from '@/site/practice'
import type { FormAction, FormPlace } from '../forms/use-patient-form'
import { formAction, type AstroFormAction } from './form-action'

/**
 * A page's own form (contact, registration, referral) as an island with no props: it knows its
 * place (the card's id, where its no-JavaScript answer opens) and the practice's phone, and posts
 * to its Astro action. It works without JavaScript before it hydrates.
 */
export function pageFormIsland(Form: ComponentType<FormPlace & { action: FormAction }>, action: AstroFormAction, anchor: string) {
  const bound = formAction(action)
  return function PageFormIsland() {
    return <Form anchor={anchor} phone={practice.phone.display} action={bound} />
  }
}
