import { createFileRoute, notFound } from '@tanstack/react-router'
import { LikesPage } from '../../features/likes'
// The tab check runs in beforeLoad, which stays in the start-up bundle: import the tiny module,
// not the feature's index (that would pull the whole likes feature and Dexie in).
import { isLikesTab } from '../../features/likes/tabs'

// /likes/{type} (spec §2, login required): 'received', 'given' or 'visitors' (issue 32 §2);
// any other type is a 404.
export const Route = createFileRoute('/likes/$type')({
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound protocol
    if (!isLikesTab(params.type)) throw notFound()
  },
  component: LikesTypeRoute,
})

function LikesTypeRoute() {
  const { type } = Route.useParams()
  return <LikesPage tab={isLikesTab(type) ? type : 'received'} />
}
