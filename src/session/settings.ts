// Boot-time settings: the cached copy when there is one (then refreshed in the
// background), else the network. Offline with no cache the shell starts without them.
import { store } from '../lib/store'
import type { SettingsResponse as Settings } from '../contract/settings'
import { fetchSettings, readCachedSettings } from './settings-api'
import { settingsAtom } from './state'

export async function refreshSettings(): Promise<Settings> {
  const settings = await fetchSettings()
  store.set(settingsAtom, settings)
  return settings
}

export async function loadSettings(): Promise<Settings | null> {
  const cached = readCachedSettings()
  const fresh = refreshSettings().catch(() => null)
  if (cached) {
    store.set(settingsAtom, cached)
    return cached
  }
  return fresh
}
