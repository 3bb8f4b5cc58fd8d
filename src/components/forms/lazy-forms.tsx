'use client'

import dynamic from 'next/dynamic'

/**
 * The contact, registration and referral forms, each in its own chunk: rendered on the server
 * as usual (so they work without JavaScript), but their code loads only on the pages that show
 * them, not on every content page that shares the route. The enquiry form is imported directly.
 */
export const LazyContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm))
export const LazyRegistrationForm = dynamic(() => import('./registration-form').then((module) => module.RegistrationForm))
export const LazyReferralForm = dynamic(() => import('./referral-form').then((module) => module.ReferralForm))
