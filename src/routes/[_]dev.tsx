// /_dev and its sub pages (dialogs, top-nav, activate-reminder) were design previews;
// they redirect home (spec §2).
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_dev')({
  staticData: { auth: 'none' },
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/', replace: true })
  },
})
