import { createFileRoute } from '@tanstack/react-router'
import { LikesPage } from '../../features/likes'

// /likes (spec §2, login required): the received likes first.
export const Route = createFileRoute('/likes/')({
  component: () => <LikesPage tab="received" />,
})
