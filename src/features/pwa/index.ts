export { registerServiceWorker } from './register'
export { installChunkGuard } from './chunk-guard'
