// The page's side of sw/protocol.ts: typed messages to the service worker and from it.
// Sending goes to the registration's active worker, which also reaches a worker that does
// not control this page yet (the first visit); without one (no support, development, not
// registered yet) there is nobody to tell and nothing the worker holds.
import {
  isWorkerMessage,
  sendToWorker,
  type PageMessage,
  type WorkerMessage,
} from '../../../sw/protocol'
import { takeEarlyWorkerMessages } from './worker-inbox'

/** True when a worker received it. */
export async function postToWorker(message: PageMessage): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  try {
    const worker = (await navigator.serviceWorker.getRegistration())?.active
    if (!worker) return false
    sendToWorker(worker, message)
    return true
  } catch (error) {
    console.error('Message to the service worker failed', message.type, error)
    return false
  }
}

/** Calls `handler` with every well-formed message from the worker; returns the unsubscribe. */
export function onWorkerMessage(handler: (message: WorkerMessage) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined
  const container = navigator.serviceWorker
  const listener = (event: MessageEvent) => {
    const data: unknown = event.data
    if (isWorkerMessage(data)) handler(data)
  }
  container.addEventListener('message', listener)
  for (const data of takeEarlyWorkerMessages()) if (isWorkerMessage(data)) handler(data)
  return () => container.removeEventListener('message', listener)
}
