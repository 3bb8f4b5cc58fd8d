/**
 * What the referral's file may be (docs/requirements.md §5) and our size limit: the one place
 * each rule is written. The picker, the hint beside it, the browser's check, the schema, the
 * server's check and the body limits all read them from here. Client-safe.
 */

export const INVALID_FILE_TYPE = 'Invalid file type'

/** The largest file, in MiB: what the checks count, the hint and the refusal say. */
const MAX_UPLOAD_MIB = 10
/** Our limit (the requirements state none): large enough for scans and X-rays, small enough to e-mail. */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MIB * 1024 * 1024

/** docs/requirements.md §5: what the file picker offers, in the spec's order, and what the hint calls each. */
const OFFERED = { '.doc': 'Word', '.docx': 'Word', '.png': 'PNG', '.jpg': 'JPG', '.pdf': 'PDF' } as const
/** The order the hint names the kinds in. */
const HINT_ORDER = ['PDF', 'Word', 'JPG', 'PNG'] as const satisfies readonly (typeof OFFERED)[keyof typeof OFFERED][]

/** docs/requirements.md §5: the names a chosen file may have: those offered, and .jpeg and .gif. */
export const UPLOAD_EXTENSIONS = [...(Object.keys(OFFERED) as (keyof typeof OFFERED)[]), '.jpeg', '.gif'] as const
export const UPLOAD_ACCEPT = Object.keys(OFFERED).join(',')
/** The line under the file field: 'PDF, Word, JPG or PNG, up to 10 MB.' */
export const UPLOAD_HINT = `${new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(HINT_ORDER)}, up to ${MAX_UPLOAD_MIB} MB.`
export const FILE_TOO_LARGE = `This file is larger than ${MAX_UPLOAD_MIB} MB. Please send a smaller file, or e-mail it to us.`

/**
 * Room for everything a form post carries besides its file: the referral's other fields (four of
 * 5,000 characters, at up to 4 bytes each in UTF-8, and the short ones), the previous state a
 * form posted without JavaScript sends back (its typed values again), the framework's action fields
 * and the multipart framing. About 200 KB at the very worst; 256 KiB.
 */
export const FIELDS_ALLOWANCE_BYTES = 256 * 1024
/** The largest body a form post may have: Astro's actions and the server entry stop reading past it. */
export const MAX_FORM_BODY_BYTES = MAX_UPLOAD_BYTES + FIELDS_ALLOWANCE_BYTES

export function hasAllowedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase()
  return UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
