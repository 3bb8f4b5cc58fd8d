import type { ReactNode } from 'react'
import { formExtras } from '@/components/forms/extras'
import type { PageExtrasMap } from '@/components/page-extras'
import { sectionExtras } from '@/components/sections/extras'

// A page's form comes before its other sections (contact us: form, then WhatsApp, directions and
// map; private dentist: about us, the registration form, then the rest).
const maps: readonly PageExtrasMap[] = [formExtras, sectionExtras]

export function extrasFor(path: string): { before: ReactNode; after: ReactNode } {
  const parts = maps.map((map) => map[path]).filter((extras) => extras !== undefined)
  return {
    before: parts.map((extras, index) => extras.before && <div key={index}>{extras.before()}</div>),
    after: parts.map((extras, index) => extras.after && <div key={index}>{extras.after()}</div>),
  }
}
