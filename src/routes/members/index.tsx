// /members — the member search (spec §2). Auth is optional here because a logged-out visitor
// may search when the site allows it (spec §6 logged_out_search); guardMemberSearch sends
// everyone else to login. The guard comes from the feature's access module, not its index,
// so the page and Dexie stay in the route's lazy chunk.
import { createFileRoute } from '@tanstack/react-router'
import { firstLoadQuery } from '../../contract/search-queries'
import { SearchPage } from '../../features/search'
import { guardMemberSearch } from '../../features/search/access'
import { fetchSearch } from '../../features/search/api'
import { settingsAtom } from '../../session'

export const Route = createFileRoute('/members/')({
  staticData: { auth: 'optional' },
  beforeLoad: ({ location, context }) => guardMemberSearch(location.href, context.store),
  // The server renders a visitor's first results (the boot answers' first-load query); in
  // the browser the page loads and caches them itself (Dexie, use-member-search).
  loader: ({ context, abortController }) => {
    if (!import.meta.env.SSR) return undefined
    const settings = context.store.get(settingsAtom)
    const base = {
      searchAllCountries: settings?.features.profileSearch.searchAllCountries ?? false,
      trafficsource: null,
    }
    return fetchSearch(firstLoadQuery(base), abortController.signal).catch((error: unknown) => {
      console.error('The search loader failed', error)
      return undefined
    })
  },
  component: MembersRoute,
})

function MembersRoute() {
  return <SearchPage initial={Route.useLoaderData()} />
}
