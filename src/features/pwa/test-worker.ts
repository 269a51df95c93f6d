// A stand-in for navigator.serviceWorker in unit tests: a registration whose active worker
// records what the page sent, and a container that can deliver worker messages.
import { vi } from 'vitest'

export function fakeServiceWorker({ active = true }: { active?: boolean } = {}) {
  const sent: unknown[] = []
  const worker = { postMessage: (message: unknown) => sent.push(message) }
  const unsubscribe = vi.fn(() => Promise.resolve(true))
  const registration = {
    active: active ? worker : null,
    pushManager: { getSubscription: vi.fn(() => Promise.resolve({ unsubscribe })) },
  }
  const container = new EventTarget()
  Object.assign(container, {
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  })
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container })
  /** What the worker's Client.postMessage does: a message event on the container. */
  const deliver = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }))
  const remove = () => Reflect.deleteProperty(navigator, 'serviceWorker')
  return { sent, registration, unsubscribe, deliver, remove }
}
