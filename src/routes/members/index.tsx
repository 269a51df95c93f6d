// /members — the member search (spec §2). Auth is optional here because a logged-out visitor
// may search when the site allows it (spec §6 logged_out_search); guardMemberSearch sends
// everyone else to login. The guard comes from the feature's access module, not its index,
// so the page and Dexie stay in the route's lazy chunk.
import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '../../features/search'
import { guardMemberSearch } from '../../features/search/access'
import { ssrLoad } from '../-ssr/loader'

export const Route = createFileRoute('/members/')({
  staticData: { auth: 'optional' },
  beforeLoad: ({ location, context }) => guardMemberSearch(location.href, context.store),
  loader: import.meta.env.SSR ? (args) => ssrLoad('members', args) : undefined,
  component: SearchPage,
})
