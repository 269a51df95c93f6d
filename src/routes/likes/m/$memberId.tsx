// /likes/m/{memberId} is an alias of /members/{memberId} (spec §2).
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/likes/m/$memberId')({
  staticData: { auth: 'none' },
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/members/$memberId', params, replace: true })
  },
})
