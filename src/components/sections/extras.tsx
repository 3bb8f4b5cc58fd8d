import type { PageExtrasMap } from '../page-extras'
import { ContactUsSections } from './contact-us'
import { PrivateDentistSections } from './private-dentist'

/** Rich hand-written sections (issue 6), shown after a page's body (and after its form, if it has one). */
export const sectionExtras: PageExtrasMap = {
  'private-dentist': { after: () => <PrivateDentistSections /> },
  'contact-us': { after: () => <ContactUsSections /> },
}
