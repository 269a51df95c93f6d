// The PWA (spec §4, DESIGN.md "sw/"): the page's side of the service worker — registration
// and the update prompt, typed worker messages, the push subscription (behind the shared
// port in src/session/push.ts), the app badge, the page-hidden beacon and the session end.
export { registerServiceWorker } from './register'
export { startPwa, type PwaOptions } from './start'
export { endSession } from './session-end'
