/** What the referral's file may be (SPEC section 5) and our size limit. Client-safe. */

export const INVALID_FILE_TYPE = 'Invalid file type'

/** SPEC section 5: names the browser accepts, and what the file picker offers. */
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.doc', '.docx'] as const
export const UPLOAD_ACCEPT = '.doc,.docx,.png,.jpg,.pdf'
/** Our limit (the spec states none): large enough for scans and X-rays, small enough to e-mail. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const FILE_TOO_LARGE = 'This file is larger than 10 MB. Please send a smaller file, or e-mail it to us.'

export function hasAllowedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase()
  return UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
