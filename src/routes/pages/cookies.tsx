import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SitePage, StorageList } from '../../features/pages'

export const Route = createFileRoute('/pages/cookies')({
  staticData: { auth: 'none' },
  component: () => (
    <SitePage name="cookies" title={msg`Cookie policy`}>
      <StorageList />
    </SitePage>
  ),
})
