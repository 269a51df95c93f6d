// Vite reports a failed preload of a lazy chunk (a deploy removed it) with
// `vite:preloadError`; reload once per path within 10 s to pick up the new build.
import { claimReload } from '../../lib/reload-guard'

export function installChunkGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (claimReload(location.pathname, Date.now(), sessionStorage)) {
      event.preventDefault()
      location.reload()
    }
  })
}
