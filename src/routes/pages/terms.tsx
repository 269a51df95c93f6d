import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '../../features/pages'

export const Route = createFileRoute('/pages/terms')({
  staticData: { auth: 'none' },
  component: () => <SitePage name="terms" title={msg`Terms and conditions`} />,
})
