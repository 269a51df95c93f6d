// A case's reference number: KL- and eight characters of Crockford's base32 (no I, L, O or
// U), so it reads aloud and types without confusion, 40 random bits: unguessable enough that
// a reference tells nothing about how many cases there are.
import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function newCaseReference(): string {
  const bytes = randomBytes(5)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let out = ''
  for (let index = 0; index < 8; index++) {
    out = ALPHABET[Number(bits & 31n)] + out
    bits >>= 5n
  }
  return `KL-${out.slice(0, 4)}-${out.slice(4)}`
}
