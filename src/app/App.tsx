// The app: the browser's router (its Wrap holds the providers, app/AppProviders.tsx). A page
// the server rendered is hydrated through RouterClient, which takes the server's matches and
// data ($_TSR) before its first render; the service worker's shell renders from scratch.
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { router } from './client-router'

export function App({ hydrating = false }: { hydrating?: boolean }) {
  return hydrating ? <RouterClient router={router} /> : <RouterProvider router={router} />
}
