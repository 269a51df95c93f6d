// Which push services we send to. A subscription's endpoint is an address the browser got from
// its push service, but the member's browser is what tells it to us: without a check, anyone
// could have the server POST to any address (a blind request forgery into our own network).
// So endpoints must be https on a known push service's host — or a subdomain of one — both
// when a browser registers one and again before each push. PUSH_SERVICE_HOSTS replaces the
// list (a browser with another service; tests with their local receiver).

/** The services of Chrome, Edge, Firefox, Safari, Samsung Internet, Opera and Brave. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
] as const

/** Whether `endpoint` is an https URL on one of `hosts` (or below one of them). */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  // Tests' local receivers speak plain http on a listed loopback address; nothing else may.
  const loopbackReceiver = url.protocol === 'http:' && host === '127.0.0.1' && hosts.includes(host)
  if (url.protocol !== 'https:' && !loopbackReceiver) return false
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}
