// Build freshness: a new worker waits until the page says the member agreed to reload
// (SKIP_WAITING), then takes control of every open tab.

export function takeOver(scope: Pick<ServiceWorkerGlobalScope, 'skipWaiting'>): Promise<void> {
  return scope.skipWaiting()
}

/** On activation: control the tabs that opened before this worker (first visit, update). */
export function claimClients(clients: Pick<Clients, 'claim'>): Promise<void> {
  return clients.claim()
}
