import { z } from 'zod'
import { GDC_SPECIALIST_LISTS } from '@/practice/rules/vocabulary'

/**
 * The team's fields as both adapters validate them (issue 13). GDC registration numbers are
 * digits; a member without one is not a registrant (a practice manager, a receptionist).
 */
export const gdcNumber = z.string().regex(/^\d{4,7}$/, 'a GDC number is 4 to 7 digits')

export const qualification = z.object({
  name: z.string().trim().min(1),
  awardedBy: z.string().trim().min(1),
  country: z.string().trim().min(1),
})

/**
 * The GDC specialist list a member is on (issue 45): one of the 13 lists, as the GDC names it, so
 * 'Specialist in Implantology' (no such list) cannot be entered. The specialist rule
 * (src/practice/rules/claims-specialist.ts) reads it against each member's role and biography.
 */
export const specialistList = z.enum(GDC_SPECIALIST_LISTS)

/** A WordPress entry that names a list, else nothing: an unknown list is never printed as a specialism. */
export const knownSpecialistList = (entry: string): (typeof GDC_SPECIALIST_LISTS)[number] | undefined => specialistList.safeParse(entry.trim()).data

/** 'specialist' may be said only of someone on a GDC specialist list. */
export function mentionsSpecialist(text: string): boolean {
  return /\bspecialist/i.test(text)
}
