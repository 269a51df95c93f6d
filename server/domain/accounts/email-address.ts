// How addresses are compared and stored. Stored: trimmed, the domain lower-cased (the local
// part may be case-sensitive in theory, so it is kept as typed). Compared: all lower-cased,
// which is what every real mail provider does.
import { sha256Hex } from './tokens'

export function normalizeEmail(email: string): string {
  const trimmed = email.trim()
  const at = trimmed.lastIndexOf('@')
  return at === -1 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`
}

/** The comparison key: lower(email) in SQL. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** Kept on a deleted account so the address can be recognised, without keeping the address. */
export function deletedEmailHash(email: string): string {
  return sha256Hex(`klik-deleted-email:${emailKey(email)}`)
}

export function domainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
}
