import type { FieldErrors } from '../definitions'

/**
 * What one delivery attempt came to. Adapters return this and never throw:
 * - delivered: the practice has it (`message` is the service's own, e.g. Contact Form 7's);
 * - rejected: the service refused the content itself (the visitor can correct it);
 * - transient: worth trying again later (network, time-out, 5xx, CF7 mail_failed);
 * - permanent: retrying cannot help (configuration, spam verdict); the submission stays stored.
 * `error` is kept in the private store (the outbox row) and may quote the service; `code` is a
 * short token safe for the log (see src/lib/log.ts): it never holds what the visitor typed.
 */
export type DeliveryResult =
  | { readonly kind: 'delivered'; readonly message?: string }
  | { readonly kind: 'rejected'; readonly message: string; readonly fieldErrors: FieldErrors }
  | { readonly kind: 'transient'; readonly error: string; readonly code?: string }
  | { readonly kind: 'permanent'; readonly error: string; readonly code?: string }

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return `${error.name}: ${error.message}${cause}`
  }
  return String(error)
}
