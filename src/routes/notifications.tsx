import { msg } from '@lingui/core/macro'
import { createFileRoute, useLocation } from '@tanstack/react-router'
import { placeholder } from '../app/placeholder'
import { EmailChangeIncorrectNotice } from '../features/account'

const { component: NotificationsPlaceholder, staticData } = placeholder(msg`Notifications`, {
  auth: 'required',
})

export const Route = createFileRoute('/notifications')({
  staticData,
  component: function Notifications() {
    const { hash } = useLocation()
    return (
      <>
        {hash === 'email-change-incorrect' && <EmailChangeIncorrectNotice />}
        <NotificationsPlaceholder />
      </>
    )
  },
})
