import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '../../features/pages'

export const Route = createFileRoute('/pages/privacy')({
  staticData: { auth: 'none' },
  component: () => <SitePage name="privacy" title={msg`Privacy policy`} />,
})
