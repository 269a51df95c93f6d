import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router'
import { ErrorPage } from '../app/ErrorPage'
import { NotFoundPage } from '../app/NotFoundPage'
import { Shell } from '../app/Shell'
// The guard module, not the feature's index: the login page stays in its route's chunk.
import { guardRoute } from '../features/auth/guard'

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { auth: 'optional' },
  beforeLoad: async ({ matches, location, context }) => {
    const leaf = matches[matches.length - 1]
    await guardRoute(leaf?.staticData.auth ?? 'required', location, context.store)
  },
  component: Shell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
