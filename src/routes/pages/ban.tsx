import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '../../features/pages'

export const Route = createFileRoute('/pages/ban')({
  staticData: { auth: 'none' },
  component: () => <SitePage name="ban" title={msg`Account blocked`} />,
})
