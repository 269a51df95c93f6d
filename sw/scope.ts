// The worker's global scope, typed (this project compiles with lib WebWorker).
export const sw = self as unknown as ServiceWorkerGlobalScope
