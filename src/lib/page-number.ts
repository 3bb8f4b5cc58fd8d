/** A page number from a URL segment: a positive whole number without leading zeros, else null. */
export function parsePageNumber(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,5}$/.test(segment)) return null
  return Number(segment)
}
