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
  if (hydrating)
    // In a transition: React hydrates in slices and yields to input (no long task).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  else createRoot(container).render(app)
})
