import type { FormsConfig } from './config'
import { PREFIX_PATTERN } from './reference'

/**
 * The prefix of the practice's references when REFERENCE_PREFIX is unset: the initials of its
 * name ("Larkspur Dental Care" → "LDC"), letters A–Z only, at most five. A name of one word gives
 * its first two letters; one with no letters at all gives none (undefined), and the caller says so.
 */
export function practiceInitials(name: string): string | undefined {
  const words = name.normalize('NFD').toUpperCase().replace(/[^A-Z\s]/g, '').split(/\s+/).filter(Boolean)
  const initials = words.length > 1 ? words.map((word) => word.charAt(0)).join('').slice(0, 5) : (words[0] ?? '').slice(0, 2)
  return PREFIX_PATTERN.test(initials) ? initials : undefined
}

/** Where a request has the practice's name (the page's facts), that name's initials unless REFERENCE_PREFIX is set. */
export function withReferencePrefix(config: FormsConfig, practiceName: string): FormsConfig {
  return config.referencePrefix ? config : { ...config, referencePrefix: practiceInitials(practiceName) }
}
