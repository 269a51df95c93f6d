import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage } from '../../features/pages'

export const Route = createFileRoute('/pages/faq')({
  staticData: { auth: 'none' },
  component: () => <SitePage name="faq" title={msg`Frequently asked questions`} />,
})
