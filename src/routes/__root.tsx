import { createRootRoute } from '@tanstack/react-router'
import { ErrorPage } from '../app/ErrorPage'
import { NotFoundPage } from '../app/NotFoundPage'
import { Shell } from '../app/Shell'
// The guard module, not the feature's index: the login page stays in its route's chunk.
import { guardRoute } from '../features/auth/guard'

export const Route = createRootRoute({
  staticData: { auth: 'optional' },
  beforeLoad: async ({ matches, location }) => {
    const leaf = matches[matches.length - 1]
    await guardRoute(leaf?.staticData.auth ?? 'required', location)
  },
  component: Shell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
