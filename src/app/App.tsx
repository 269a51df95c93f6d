// The app: the browser's router (its Wrap holds the providers, app/AppProviders.tsx). A page
// the server rendered is hydrated through RouterClient, which takes the server's matches and
// data ($_TSR) before its first render; the service worker's shell renders from scratch.
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { useEffect } from 'react'
import { HYDRATED_ATTRIBUTE } from '../contract/ssr-markers'
import { router } from './client-router'
import { firstScreenCommitted } from './first-screen'

export function App({ hydrating = false }: { hydrating?: boolean }) {
  useEffect(() => {
    // The app's frame has hydrated; the page's forms mark themselves (ui/early-input.ts).
    if (hydrating) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    firstScreenCommitted()
  }, [hydrating])
  return hydrating ? <RouterClient router={router} /> : <RouterProvider router={router} />
}
