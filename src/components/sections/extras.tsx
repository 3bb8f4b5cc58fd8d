import { TestimonialList } from '../blocks/testimonial-list'
import type { PageExtrasMap } from '../page-extras'
import { ContactUsSections } from './contact-us'
import { InvisalignSections } from './invisalign'
import { InvisibleBracesSections } from './invisible-braces'
import { MembershipPlan } from './membership-plan'
import { PrivateDentistSections } from './private-dentist'
import { WhyChooseUsSections } from './why-choose-us'

/** Rich hand-written sections (issue 6), shown after a page's body (and after its form, if it has one). */
export const sectionExtras: PageExtrasMap = {
  invisalign: { after: () => <InvisalignSections /> },
  'invisible-braces': { after: () => <InvisibleBracesSections /> },
  'private-dentist': { after: () => <PrivateDentistSections /> },
  'why-choose-us': { after: () => <WhyChooseUsSections /> },
  'contact-us': { after: () => <ContactUsSections /> },
  'membership-plans': { after: () => <MembershipPlan /> },
  reviews: { after: () => <TestimonialList /> },
  testimonials: { after: () => <TestimonialList title="More from our patients" /> },
}
