'use client'

import dynamic from 'next/dynamic'

/**
 * The contact, registration and referral forms, each in its own chunk: rendered on the server
 * as usual (so they work without JavaScript), but their code loads only on the pages that show
 * them, not on every content page that shares the route. The enquiry form, which every content
 * page shows, is its own chunk too: one file shared by every route instead of a copy in each
 * route's bundle (which link prefetching would otherwise download again and again).
 */
export const LazyEnquiryForm = dynamic(() => import('./enquiry-form').then((module) => module.EnquiryForm))
export const LazyContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm))
export const LazyRegistrationForm = dynamic(() => import('./registration-form').then((module) => module.RegistrationForm))
export const LazyReferralForm = dynamic(() => import('./referral-form').then((module) => module.ReferralForm))
