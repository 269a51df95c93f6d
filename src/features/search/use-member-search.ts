// The search page's list (spec §4): the first load with auto_load, a refetch from page 1 on
// every filter change, and pages appended on demand. The list lives in Dexie (cache.ts), so
// a revisit paints the cached results at once while the first load refreshes them; one
// AbortController at a time, so a slow answer for old filters never lands on new ones.
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { NetworkError } from '../../api/errors'
import type { MemberCard } from '../../contract/members'
import type { FilterOptions } from '../../contract/search'
import type { CachedSearch } from '../../db'
import { saveCards, useCachedCards } from '../../db/cards'
import { fetchSearch } from './api'
import { applySearchAction, useCachedSearch } from './cache'
import { filterSearchQuery, firstLoadQuery, type SearchBase } from './query'
import { allLoaded } from './results'

export type SearchLoading = 'first' | 'page'

export interface SearchFailure {
  /** No answer at all (offline): the cached list is what there is. */
  offline: boolean
  retry: () => void
}

export interface MemberSearch {
  /** The list: undefined while the cache is read, null before anything was ever loaded. */
  list: CachedSearch | null | undefined
  profiles: MemberCard[] | undefined
  loading: SearchLoading | null
  failure: SearchFailure | null
  allLoaded: boolean
  changeFilters: (filters: FilterOptions) => void
  loadMore: () => void
}

type Task = (signal: AbortSignal) => Promise<void>

export function useMemberSearch(owner: number, base: SearchBase): MemberSearch {
  const list = useCachedSearch(owner, 'members')
  const profiles = useCachedCards(list?.ids)
  const [loading, setLoading] = useState<SearchLoading | null>('first')
  const [failure, setFailure] = useState<SearchFailure | null>(null)
  const controller = useRef<AbortController | null>(null)
  // The member chose the filters on this visit: the server saves the search (manual_search).
  const manual = useRef(false)
  // Set from the start of a call to its end: two observer reports in one tick load once.
  const busy = useRef(false)

  function run(kind: SearchLoading, task: Task): void {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    busy.current = true
    setLoading(kind)
    setFailure(null)
    task(current.signal)
      .catch((error: unknown) => {
        if (current.signal.aborted) return
        // Spec §8: search failures are logged; the page offers a retry.
        console.error('Member search failed', error)
        setFailure({ offline: error instanceof NetworkError, retry: () => run(kind, task) })
      })
      .finally(() => {
        if (controller.current !== current) return
        busy.current = false
        setLoading(null)
      })
  }

  async function loadPage(filters: FilterOptions, page: number, signal: AbortSignal) {
    const answer = await fetchSearch(filterSearchQuery(filters, page, base, manual.current), signal)
    await saveCards(answer.profiles)
    if (signal.aborted) return
    await applySearchAction(owner, 'members', {
      type: 'page',
      filters,
      page,
      ids: answer.profiles.map((profile) => profile.id),
      num_results: answer.paging.num_results,
    })
  }

  const firstLoad = useEffectEvent(() =>
    run('first', async (signal) => {
      const answer = await fetchSearch(firstLoadQuery(base), signal)
      await saveCards(answer.profiles)
      if (signal.aborted) return
      manual.current = false
      // The server's filters and page 1 replace the cached list (a background refresh).
      await applySearchAction(owner, 'members', {
        type: 'page',
        replace: true,
        filters: answer.filter_options,
        page: 1,
        ids: answer.profiles.map((profile) => profile.id),
        num_results: answer.paging.num_results,
      })
    }),
  )

  useEffect(() => {
    firstLoad()
    return () => controller.current?.abort()
  }, [owner])

  return {
    list,
    profiles,
    loading,
    failure,
    allLoaded: allLoaded(list),
    changeFilters(filters) {
      manual.current = true
      run('page', async (signal) => {
        await applySearchAction(owner, 'members', { type: 'reset', filters })
        if (signal.aborted) return
        await loadPage(filters, 1, signal)
      })
    },
    loadMore() {
      if (!list || busy.current || allLoaded(list)) return
      const { filters, page } = list
      run('page', (signal) => loadPage(filters, page + 1, signal))
    },
  }
}
