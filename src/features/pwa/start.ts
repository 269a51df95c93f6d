// What the PWA does from the start, before the first render (all cheap): the chunk guard,
// the push port signup reaches, the media cache port the card cache warms, the app badge, the page-hidden beacon, and the worker's
// messages — a push arrived (lastPushAtom), a notification was clicked (go to its page).
// The worker itself is registered after the first load (register.ts).
import { store } from '../../lib/store'
import { registerMediaCachePort } from '../../session/media-cache'
import { lastPushAtom, registerPushPort } from '../../session/push'
import { startAppBadge } from './app-badge'
import { installChunkGuard } from './chunk-guard'
import { mediaWarmer } from './media-warm'
import { startPageHiddenBeacon } from './page-hidden'
import { browserPush } from './push-port'
import { onWorkerMessage } from './worker-client'

export interface PwaOptions {
  /** Goes to a path of the app without reloading (the router). */
  navigate: (path: string) => void
}

export function startPwa({ navigate }: PwaOptions): () => void {
  installChunkGuard()
  registerPushPort(browserPush)
  registerMediaCachePort(mediaWarmer)
  const stops = [
    startAppBadge(),
    startPageHiddenBeacon(),
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
