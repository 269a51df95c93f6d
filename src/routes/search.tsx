// /search is an alias of /members (spec §2).
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/search')({
  staticData: { auth: 'none' },
  beforeLoad: ({ search }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/members', search, replace: true })
  },
})
