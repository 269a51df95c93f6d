// Every navigation gets the precached shell, so a member reopening Klik with no signal
// sees the app; /api and /media are never answered with the shell.
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/media\//, /^\/sw\.js$/, /\.[a-z0-9]+$/i]

/** Needs the precache (the shell's index.html) registered first. */
export function registerNavigation(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }),
  )
}
