// Random tokens for cookies and mailed links, and the hash under which they are stored.
import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}
