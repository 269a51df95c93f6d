// The storage helper of spec §9: a value lives in a cookie for 30 days (SameSite=Lax, so
// the server sees it too) and is mirrored to localStorage, which survives a cleared or
// expired cookie. Reads prefer the cookie and fall back to the mirror.
import { deleteCookie, readCookie, writeCookie } from './cookies'

export const STORAGE_MAX_AGE_SECONDS = 2_592_000

function mirror(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Private modes and locked-down browsers throw on access.
    return null
  }
}

export const storage = {
  get(key: string): string | null {
    return readCookie(key) ?? mirror()?.getItem(key) ?? null
  },
  set(key: string, value: string): void {
    writeCookie(key, value, STORAGE_MAX_AGE_SECONDS)
    mirror()?.setItem(key, value)
  },
  remove(key: string): void {
    deleteCookie(key)
    mirror()?.removeItem(key)
  },
}
