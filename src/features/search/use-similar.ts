// Similar profiles (spec §4, §7): a second search with the same filters, ages widened and
// the whole country, never saved; refetched when the filters change. Its list is stored as
// `${owner}:similar` with the member's (unwidened) filters it came from, so a revisit shows
// it only beside the results it belongs to. Failures are logged only (spec §8).
import { useEffect, useEffectEvent } from 'react'
import type { MemberCard } from '../../contract/members'
import type { FilterOptions } from '../../contract/search'
import { saveCards, useCachedCards } from '../../db/cards'
import { fetchSearch } from './api'
import { applySearchAction, useCachedSearch } from './cache'
import { similarQuery, type SearchBase } from './query'
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
  const filtersKey = filters ? JSON.stringify(filters) : null

  const load = useEffectEvent(async (signal: AbortSignal) => {
    if (!filters) return
    const answer = await fetchSearch(similarQuery(filters, base), signal)
    await saveCards(answer.profiles)
    if (signal.aborted) return
    await applySearchAction(owner, 'similar', {
      type: 'page',
      replace: true,
      filters,
      page: 1,
      ids: answer.profiles.map((profile) => profile.id),
      num_results: answer.paging.num_results,
    })
  })

  useEffect(() => {
    if (filtersKey === null) return
    const controller = new AbortController()
    load(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('Similar search failed', error)
    })
    return () => controller.abort()
  }, [filtersKey, owner])

  return current ? profiles : undefined
}
