const MAX_QUERY_LENGTH = 100

/** The search text from ?search=…: trimmed, whitespace folded, at most 100 characters; null when blank. */
export function parseSearchQuery(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value
  const text = (first ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
  return text === '' ? null : text
}
