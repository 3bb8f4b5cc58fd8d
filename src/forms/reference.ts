import { randomInt } from 'node:crypto'

/**
 * A submission's reference (issue 46), read over the phone: `LDC-7K3M-9QX2`. The practice's prefix
 * (REFERENCE_PREFIX, else its initials: ./reference-prefix.ts), then seven random symbols (35 bits)
 * in Crockford's base32 and Crockford's mod-37 check symbol, grouped 4 and 4. Mod 37 is prime and
 * larger than the alphabet, so a single wrong symbol or two neighbours swapped always change the
 * check (the property test beside this file). A draw whose check would be one of the five extra
 * symbols (`*~$=U`) is drawn again, so every reference reads aloud in the 32 ordinary symbols.
 * Hand-written: the npm packages for Crockford's base32 encode bytes and have no check symbol.
 */
export const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const CHECK_SYMBOLS = `${SYMBOLS}*~$=U`
export const RANDOM_SYMBOLS = 7
const RANDOM_LIMIT = 32 ** RANDOM_SYMBOLS
/** 2 to 5 capital letters: what REFERENCE_PREFIX may be (src/env.ts). */
export const PREFIX_PATTERN = /^[A-Z]{2,5}$/

/** A number below 32^7 (35 bits); node:crypto's by default, a fixed sequence in the tests. */
export type DrawValue = () => number
export const cryptoDraw: DrawValue = () => randomInt(0, RANDOM_LIMIT)

/** The check symbol of these seven symbols' value; only the 32 ordinary ones are ever issued. */
export function checkSymbol(value: number): string {
  return CHECK_SYMBOLS.charAt(value % 37)
}

function encode(value: number): string {
  let text = ''
  for (let rest = value, index = 0; index < RANDOM_SYMBOLS; index += 1, rest = Math.floor(rest / 32)) text = SYMBOLS.charAt(rest % 32) + text
  return text
}

/** `LDC-7K3M-9QX2` from a prefix and the seven symbols' value (below 32^7, check symbol ordinary). */
export function formatReference(prefix: string, value: number): string {
  const code = encode(value) + checkSymbol(value)
  return `${prefix}-${code.slice(0, 4)}-${code.slice(4)}`
}

/** A new reference, drawn again while its check symbol would be one of the five extra ones. */
export function newReference(prefix: string, draw: DrawValue = cryptoDraw): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error('A reference prefix is 2 to 5 capital letters')
  for (;;) {
    const value = draw()
    if (!Number.isSafeInteger(value) || value < 0 || value >= RANDOM_LIMIT) throw new Error('A reference draw must be below 32^7')
    if (value % 37 < 32) return formatReference(prefix, value)
  }
}

export type ParsedReference = { readonly ok: true; readonly reference: string; readonly prefix?: string; readonly code: string } | { readonly ok: false; readonly error: string }

/** Crockford's reading of what people type: O is zero, I and L are one. */
const READ_AS: Record<string, string> = { O: '0', I: '1', L: '1' }

/**
 * What someone typed or read out, in any case, with or without hyphens and spaces: the
 * reference as issued (`reference`, with `prefix` when one was typed, else `defaultPrefix`'s), or
 * why not. The prefix is letters only and is not read as digits (the L of LDC stays an L); the
 * last eight symbols are, and their check symbol must hold.
 */
export function parseReference(text: string, defaultPrefix?: string): ParsedReference {
  const compact = text.toUpperCase().replace(/[\s-]+/g, '')
  const match = /^([A-Z]{2,5})?([0-9A-Z]{8})$/.exec(compact)
  if (!match) return { ok: false, error: 'A reference is a few letters, then 8 letters and digits, e.g. LDC-7K3M-9QX2' }
  const [, typedPrefix, rawCode = ''] = match
  const code = rawCode.replace(/[OIL]/g, (symbol) => READ_AS[symbol] ?? symbol)
  let value = 0
  for (const symbol of code.slice(0, RANDOM_SYMBOLS)) {
    const digit = SYMBOLS.indexOf(symbol)
    if (digit < 0) return { ok: false, error: `A reference has no ${symbol}` }
    value = value * 32 + digit
  }
  if (checkSymbol(value) !== code.charAt(RANDOM_SYMBOLS)) return { ok: false, error: 'That reference does not check out: a symbol is mistyped' }
  const prefix = typedPrefix ?? defaultPrefix
  const grouped = `${code.slice(0, 4)}-${code.slice(4)}`
  return { ok: true, reference: prefix ? `${prefix}-${grouped}` : grouped, prefix: typedPrefix, code }
}
