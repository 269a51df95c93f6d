// For tests: puts the app's store back as before a member signed in and the site's settings
// came, so what one test set does not leak into the next.
import { store } from '../lib/store'
import { settingsAtom, userAtom } from './state'

export function clearSession(): void {
  store.set(settingsAtom, null)
  store.set(userAtom, undefined)
}
