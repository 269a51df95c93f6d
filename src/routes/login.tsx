import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/auth'

export const Route = createFileRoute('/login')({
  staticData: { auth: 'none' },
  // Where a guarded route sent the visitor from; the login form returns there.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' &&
    search.redirect.startsWith('/') &&
    !search.redirect.startsWith('//')
      ? { redirect: search.redirect }
      : {},
  component: function Login() {
    const { redirect } = Route.useSearch()
    return <LoginPage redirect={redirect} />
  },
})
