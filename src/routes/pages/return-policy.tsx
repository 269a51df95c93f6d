import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '../../features/pages'

export const Route = createFileRoute('/pages/return-policy')({
  staticData: { auth: 'none' },
  component: () => <SitePage name="return-policy" title={msg`Return policy`} />,
})
