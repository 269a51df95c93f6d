import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../app/placeholder'

export const Route = createFileRoute('/login')({
  ...placeholder(msg`Log in`, { auth: 'none' }),
  // Where a guarded route sent the visitor from; the login form returns there.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {},
})
