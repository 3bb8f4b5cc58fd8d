import type { ReactNode } from 'react'
import { financeExtras } from '@/components/finance/extras'
import { formExtras } from '@/components/forms/extras'
import type { PageExtrasMap } from '@/components/page-extras'
import { sectionExtras } from '@/components/sections/extras'

// Order matters after the body: a page's form comes before its other sections
// (contact us: form, then WhatsApp, directions and map; private dentist: about us, form, then the rest).
const maps: readonly PageExtrasMap[] = [financeExtras, formExtras, sectionExtras]

export function extrasFor(path: string): { before: ReactNode; after: ReactNode } {
  const parts = maps.map((map) => map[path]).filter((extras) => extras !== undefined)
  return {
    before: parts.map((extras, index) => extras.before && <div key={index}>{extras.before()}</div>),
    after: parts.map((extras, index) => extras.after && <div key={index}>{extras.after()}</div>),
  }
}
