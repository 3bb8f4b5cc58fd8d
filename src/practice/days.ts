/** The days of the week, Monday first: the keys of a clinic's weekly hours. Kept apart from the zod model so browser code can use them without it. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Day = (typeof DAYS)[number]
