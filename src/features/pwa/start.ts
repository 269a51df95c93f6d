// What the PWA starts right after the first render (boot loads this module then, so it stays
// out of the start-up bundle): the push port signup reaches, the media cache port the card
// cache warms, this browser's push subscription registered again once a member is known, the
// app badge, the page-hidden beacon, the install prompt's timing, and the worker's messages —
// a push arrived (lastPushAtom), a notification was clicked (go to its page). Worker messages
// sent before this runs wait: a page's client queues them until a listener is added. The chunk
// guard is boot's own (it must watch the first route chunk); the worker itself is registered
// after the first load (register.ts).
import { store } from '../../lib/store'
import { registerMediaCachePort } from '../../session/media-cache'
import { lastPushAtom, registerPushPort } from '../../session/push'
import { userAtom } from '../../session/state'
import { startAppBadge } from './app-badge'
import { watchGeolocationPermission } from './geolocation-permission'
import { startInstallPrompt } from './install-prompt'
import { mediaWarmer } from './media-warm'
import { startPageHiddenBeacon } from './page-hidden'
import { readPushSupport, registerPushAgain } from './push'
import { browserPush } from './push-port'
import { onWorkerMessage } from './worker-client'

export interface PwaOptions {
  /** Goes to a path of the app without reloading (the router). */
  navigate: (path: string) => void
}

/** registerPushAgain once, when the first member of this page is known. */
function registerPushOnceLoggedIn(): () => void {
  let done = false
  const check = () => {
    if (done || !store.get(userAtom)) return
    done = true
    void registerPushAgain()
  }
  const stop = store.sub(userAtom, check)
  check()
  return stop
}

export function startPwa({ navigate }: PwaOptions): () => void {
  registerPushPort(browserPush)
  registerMediaCachePort(mediaWarmer)
  // isCapable (spec §3); the worker may still be registering: readPushSupport waits for it.
  void readPushSupport()
  const stops = [
    watchGeolocationPermission(),
    registerPushOnceLoggedIn(),
    startAppBadge(),
    startPageHiddenBeacon(),
    startInstallPrompt(),
    onWorkerMessage((message) => {
      switch (message.type) {
        case 'NEW_PUSH_MESSAGE':
          store.set(lastPushAtom, message.push)
          break
        case 'NEW_PUSH_CLICK':
          navigate(message.url)
          break
      }
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
