'use client'

import dynamic from 'next/dynamic'
import { submitContact, submitEnquiry, submitReferral, submitRegistration } from '@/forms/actions'
import type { FormPlace } from './use-patient-form'

/**
 * The four forms for the Next.js pages, each with its server action and in its own chunk:
 * rendered on the server as usual (so they work without JavaScript), but their code loads only on
 * the pages that show them, not on every content page that shares the route. The enquiry form,
 * which every content page shows, is its own chunk too: one file shared by every route instead of
 * a copy in each route's bundle (which link prefetching would otherwise download again and again).
 */
export const LazyEnquiryForm = dynamic(() =>
  import('./enquiry-form').then(({ EnquiryForm }) => function NextEnquiryForm(props: { phone: string }) {
    return <EnquiryForm {...props} action={submitEnquiry} />
  }),
)
export const LazyContactForm = dynamic(() =>
  import('./contact-form').then(({ ContactForm }) => function NextContactForm(props: FormPlace) {
    return <ContactForm {...props} action={submitContact} />
  }),
)
export const LazyRegistrationForm = dynamic(() =>
  import('./registration-form').then(({ RegistrationForm }) => function NextRegistrationForm(props: FormPlace) {
    return <RegistrationForm {...props} action={submitRegistration} />
  }),
)
export const LazyReferralForm = dynamic(() =>
  import('./referral-form').then(({ ReferralForm }) => function NextReferralForm(props: FormPlace) {
    return <ReferralForm {...props} action={submitReferral} />
  }),
)
