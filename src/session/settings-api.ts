// The site's settings (GET /api/settings.php). The last answer is kept in localStorage so
// a revisit — or a start on a train with no signal — renders at once; the network answer
// replaces it as soon as it arrives.
import { call } from '../api/call'
import * as routes from '../contract/routes'
import { LOCAL_KEYS } from '../lib/storage-keys'
import type { SettingsResponse as Settings } from '../contract/settings'

const CACHE_KEY = LOCAL_KEYS.settings

export function readCachedSettings(): Settings | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Settings> | null
    // A copy from an older build without the fields the shell reads is ignored.
    return parsed && typeof parsed.name === 'string' && typeof parsed.features === 'object'
      ? (parsed as Settings)
      : null
  } catch {
    return null
  }
}

export async function fetchSettings(): Promise<Settings> {
  const settings = await call(routes.settings, {}, { cache: 'no-cache' })
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(settings))
  } catch {
    // A full or blocked localStorage only costs the offline start.
  }
  return settings
}
