/**
 * Structured data as the text of a `<script type="application/ld+json">`: JSON with every '<'
 * escaped, so no value (a title, an FAQ answer) can close the script element early.
 */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
