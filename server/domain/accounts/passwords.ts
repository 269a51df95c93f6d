// Passwords are hashed with argon2id at @node-rs/argon2's defaults (19 MiB, 2 passes), the
// OWASP baseline. Checking an unknown address still verifies against a dummy hash so the
// answer takes as long as for a real account.
import { hash, verify } from '@node-rs/argon2'

let dummyHash: Promise<string> | undefined

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

/** Verifies `password` against `passwordHash`; null (no account, or deleted) burns equal time. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hash('klik-dummy-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
