// Whether the browser says it has a network (navigator.onLine), kept current by its 'online'
// and 'offline' events. "Online" only means a network: the server may still be away, which
// the calls themselves find out.
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  // The server's render (and the hydrating one) is online.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
