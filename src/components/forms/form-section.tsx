import type { ReactNode } from 'react'

/** Where each page's own form sits: the card's id (the anchor its no-JavaScript answer scrolls back to), title and lead. */
export const pageForms = {
  contact: { id: 'contact-form', title: 'Send us a message', lead: 'Book an appointment or ask us anything: we reply within one working day.' },
  registration: { id: 'register-form', title: 'Register as a new patient', lead: 'Leave your details and our team will call you to arrange your first visit.' },
  referral: { id: 'referral-form', title: 'Refer a patient', lead: 'Tell us about the patient and the treatment you would like us to provide.' },
} as const

/** The card a page's own form sits in, with the id its no-JavaScript answer scrolls back to. */
export function FormSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="container-page pb-14">
      <div id={id} className="scroll-mt-28 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-10">
        <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">{lead}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
