import { createFileRoute, useLocation } from '@tanstack/react-router'
import { EmailChangeIncorrectNotice } from '../features/accounts'
import { NotificationsPage } from '../features/notifications'

// /notifications (spec §2, login required): the notification centre and its settings; the
// mail's "this was not me" link lands on #email-change-incorrect.
export const Route = createFileRoute('/notifications')({
  component: function Notifications() {
    const { hash } = useLocation()
    return (
      <NotificationsPage
        notice={hash === 'email-change-incorrect' ? <EmailChangeIncorrectNotice /> : undefined}
      />
    )
  },
})
