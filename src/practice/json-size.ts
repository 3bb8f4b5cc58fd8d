/**
 * The bytes of a value's JSON as PHP's wp_json_encode writes it by default, which is how WordPress
 * sends the model to the site's check (issue 44): every '/' escaped ('\/'), every non-ASCII UTF-16
 * unit as '\uXXXX' (six bytes), the rest as JSON.stringify writes it. Counted without building the
 * escaped text.
 */
export function phpJsonBytes(value: unknown): number {
  const text = JSON.stringify(value) ?? ''
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    bytes += unit > 0x7f ? 6 : unit === 0x2f ? 2 : 1
  }
  return bytes
}

/** The value's JSON as PHP writes it (for tests that build a body as WordPress does). */
export const asPhpWrites = (value: unknown): string =>
  (JSON.stringify(value) ?? '').replaceAll('/', '\\/').replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
