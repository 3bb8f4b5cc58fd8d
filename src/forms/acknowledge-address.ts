import { createHash } from 'node:crypto'

/**
 * An address as one mailbox, whatever case or spaces it was typed in: the key of the
 * acknowledgement limits and of the log. Mailbox local parts are case-insensitive in practice
 * (every provider a patient uses treats them so), and counting `Ada@X` and `ada@x` apart would let
 * one victim be sent twice the acknowledgements.
 */
export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase()
}

/** SHA-256 of the normalised address: what the limits and the log keep instead of the address. */
export function addressHash(address: string): string {
  return createHash('sha256').update(normaliseAddress(address)).digest('hex')
}
