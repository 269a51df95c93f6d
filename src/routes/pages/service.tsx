import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '../../features/pages'

export const Route = createFileRoute('/pages/service')({
  staticData: { auth: 'none' },
  component: () => <SitePage name="service" title={msg`Customer service`} />,
})
