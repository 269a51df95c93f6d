// Every navigation gets the precached shell, so a member reopening Klik with no signal
// sees the app; /api and /media are never answered with the shell.
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/sw\.js$/, /\.[a-z0-9]+$/i],
  }),
)
