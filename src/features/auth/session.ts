// Logging in and out from anywhere in the app (spec §4): a logout clears the member even
// when the call fails, keeps the logging-out flag for 1 s and goes to the login page.
import { store } from '../../lib/store'
import type { LoginBody } from '../../contract/session'
import type { UserResponse } from '../../contract/user'
import { fetchUser, login, logoutCall } from './api'
import { LOGGING_OUT_FLAG_MS, loggingOutAtom, userAtom } from './state'

export async function logIn(body: LoginBody): Promise<UserResponse> {
  const user = await login(body)
  store.set(userAtom, user)
  return user
}

/**
 * Empties the member's cached data (Dexie: cards, searches, likes) — a shared phone must not
 * show the last member's matches to the next visitor. Dexie loads on demand here, so the
 * start-up bundle stays without it; an instance already open (a page used it) is the same
 * one, so its live queries empty at once. Deleting the database by name instead would wait
 * behind every open connection. When that fails (offline and the chunk not cached yet) the
 * database is deleted by name.
 */
async function clearCache(): Promise<void> {
  // Nothing was ever cached where there is no IndexedDB (old or locked-down browsers).
  if (typeof indexedDB === 'undefined') return
  try {
    const { db } = await import('../../db')
    await db.clearAll()
  } catch (error) {
    console.error('Clearing the cache failed', error)
    try {
      indexedDB.deleteDatabase('klik')
    } catch {
      // No IndexedDB at all: nothing was cached.
    }
  }
}

/** Asks the server again; a 403 clears the member (and, for a lost session, the cache). */
export async function refetchUser(): Promise<UserResponse | null> {
  const before = store.get(userAtom)
  const user = await fetchUser()
  store.set(userAtom, user)
  if (before && !user) await clearCache()
  return user
}

export async function logOut(goToLogin: () => void | Promise<void>): Promise<void> {
  store.set(loggingOutAtom, true)
  try {
    await logoutCall()
  } catch (error) {
    // Spec §8: logged, then a local logout all the same.
    console.error('Logout failed', error)
  } finally {
    store.set(userAtom, null)
    setTimeout(() => store.set(loggingOutAtom, false), LOGGING_OUT_FLAG_MS)
    await clearCache()
    await goToLogin()
  }
}
