// Similar profiles (spec §4, §7): a second search with the same filters, ages widened and
// the whole country, never saved; refetched when the filters change. Its list is stored as
// `${owner}:similar` with the member's (unwidened) filters it came from, so a revisit shows
// it only beside the results it belongs to. Failures are logged only (spec §8).
import { useSync } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import type { FilterOptions } from '../../contract/search'
import { saveCards, useCachedCards } from '../../db/cards'
import { searchMembers } from '../../api/search'
import { applySearchAction, useCachedSearch } from './cache'
import { similarQuery, type SearchBase } from '../../contract/search-queries'
import { sameFilters } from './results'

export function useSimilarProfiles(
  owner: number,
  filters: FilterOptions | undefined,
  base: SearchBase,
  /** The ids already in the results: a similar profile never repeats one. */
  shown: readonly number[],
): MemberCard[] | undefined {
  const list = useCachedSearch(owner, 'similar')
  const current = list && filters && sameFilters(list.filters, filters) ? list : null
  const exclude = new Set(shown)
  const profiles = useCachedCards(current?.ids.filter((id) => !exclude.has(id)))

  useSync(filters ? `${owner}:${JSON.stringify(filters)}` : null, {
    name: 'Similar search',
    fetch: (signal) => searchMembers(filters ? similarQuery(filters, base) : {}, signal),
    async store(answer) {
      if (!filters) return
      await saveCards(answer.profiles)
      await applySearchAction(owner, 'similar', {
        type: 'page',
        replace: true,
        filters,
        page: 1,
        ids: answer.profiles.map((profile) => profile.id),
        num_results: answer.paging.num_results,
      })
    },
  })

  return current ? profiles : undefined
}
