import type { ComponentType } from 'react'
import type { FormState } from '@/forms/state'
import { practice } from '@/site/practice'
import type { FormPlace, FormProps } from '../forms/use-patient-form'
import { formAction, type AstroFormAction } from './form-action'

/**
 * A page's own form (contact, registration, referral) as an island: it knows its place (the
 * card's id, where its no-JavaScript answer opens) and the practice's phone, and posts to its Astro
 * action. Its one prop is the server's answer, on the page rendered for this form's post without
 * JavaScript (src/components/islands/page-form.astro). It works without JavaScript before it hydrates.
 */
export function pageFormIsland(Form: ComponentType<FormPlace & FormProps>, action: AstroFormAction, anchor: string) {
  const bound = formAction(action, practice.phone.display)
  return function PageFormIsland({ answer }: { answer?: FormState }) {
    return <Form anchor={anchor} phone={practice.phone.display} action={bound} answer={answer} />
  }
}
