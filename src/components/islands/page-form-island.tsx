import type { ComponentType } from 'react'
import type { FormState } from '@/forms/state'
import type { FormPlace, FormProps } from '../forms/use-patient-form'
import { formAction, type AstroFormAction } from './form-action'

/**
 * A page's own form (contact, registration, referral) as an island: it knows its place (the
 * card's id, where its no-JavaScript answer opens) and posts to its Astro action. Its props are the
 * practice's phone (from the practice model, by the page) and the server's answer, on the page
 * the 303 after this form's post without JavaScript leads to (src/components/islands/page-form.astro). It
 * works without JavaScript before it hydrates.
 */
export function pageFormIsland(Form: ComponentType<FormPlace & FormProps>, action: AstroFormAction, anchor: string) {
  return function PageFormIsland({ phone, answer }: { phone: string; answer?: FormState }) {
    return <Form anchor={anchor} phone={phone} action={formAction(action, phone)} answer={answer} />
  }
}
