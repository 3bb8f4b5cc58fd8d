/**
 * The calculator's text inputs (docs/requirements.md §5): non-digits are stripped as the visitor types,
 * and the number is held within its limits only when they leave the field.
 */

/**
 * Keeps the digits. Anything after a decimal point is dropped first, so a pasted '£2,500.50'
 * reads as 2500, not 250050: the inputs take whole pounds and whole percentages.
 */
export function digitsOnly(text: string): string {
  return (text.split('.')[0] ?? '').replace(/\D/g, '')
}

export interface Limits {
  readonly min: number
  readonly max: number
}

/** The whole number the text stands for, held within the limits; an empty field is the minimum. */
export function clampWhole(text: string, limits: Limits): number {
  const digits = digitsOnly(text)
  if (digits === '') return limits.min
  return Math.min(limits.max, Math.max(limits.min, Number(digits)))
}
