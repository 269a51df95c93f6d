// Spec §3's geolocation permission state: 'unsupported' without the Geolocation API,
// 'unknown' until the browser tells (or where it cannot: no Permissions API), else the
// browser's own state, followed as it changes (the member allows it in the site settings).
import { store } from '../../lib/store'
import { geolocationPermissionAtom } from '../../session/push'

/** Follows the permission; returns the stop. */
export function watchGeolocationPermission(): () => void {
  if (!('geolocation' in navigator)) {
    store.set(geolocationPermissionAtom, 'unsupported')
    return () => undefined
  }
  let status: PermissionStatus | null = null
  let stopped = false
  const update = () => {
    if (status) store.set(geolocationPermissionAtom, status.state)
  }
  navigator.permissions
    ?.query({ name: 'geolocation' })
    .then((answer) => {
      if (stopped) return
      status = answer
      update()
      answer.addEventListener('change', update)
    })
    .catch((error: unknown) => console.debug('Geolocation permission unknown', error))
  return () => {
    stopped = true
    status?.removeEventListener('change', update)
  }
}
