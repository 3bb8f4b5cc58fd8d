import { z } from 'zod'

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

/** 'specialist' may be said only of someone on a GDC specialist list. */
export function mentionsSpecialist(text: string): boolean {
  return /\bspecialist/i.test(text)
}
