import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { boot } from './app/boot'
import './ui/styles.css'

const container = document.getElementById('root') as HTMLElement
// A page the server rendered carries the router's hydration data ($_TSR, from its inline
// scripts, run before this module); the service worker's shell (/index.html) has none.
const hydrating = '$_TSR' in window && container.firstElementChild !== null

void boot({ hydrating }, () => {
  const app = (
    <StrictMode>
      <App hydrating={hydrating} />
    </StrictMode>
  )
  // In a transition: React renders in slices and yields to input (no long task). The shell's
  // first render too: a member's /members drew every card from IndexedDB in one task of some
  // 150 ms here (600 on Lighthouse's phone).
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
})
