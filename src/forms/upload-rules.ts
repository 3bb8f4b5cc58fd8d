/** What the referral's file may be (docs/requirements.md §5) and our size limit. Client-safe. */

export const INVALID_FILE_TYPE = 'Invalid file type'

/** docs/requirements.md §5: names the browser accepts, and what the file picker offers. */
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.doc', '.docx'] as const
export const UPLOAD_ACCEPT = '.doc,.docx,.png,.jpg,.pdf'
/** Our limit (the requirements state none): large enough for scans and X-rays, small enough to e-mail. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/**
 * Room for everything a form post carries besides its file: the referral's other fields (four of
 * 5,000 characters, at up to 4 bytes each in UTF-8, and the short ones), the previous state a
 * form posted without JavaScript sends back (its typed values again), React's action fields and
 * the multipart framing. About 200 KB at the very worst; 256 KiB.
 */
export const FIELDS_ALLOWANCE_BYTES = 256 * 1024
/** The largest body a form post may have: Next.js stops reading a server action's body past it. */
export const MAX_FORM_BODY_BYTES = MAX_UPLOAD_BYTES + FIELDS_ALLOWANCE_BYTES
export const FILE_TOO_LARGE = 'This file is larger than 10 MB. Please send a smaller file, or e-mail it to us.'

export function hasAllowedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase()
  return UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
