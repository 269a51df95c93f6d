// The search page's list (spec §4): the first load with auto_load, a refetch from page 1 on
// every filter change, and pages appended on demand. The list lives in Dexie (cache.ts), so
// a revisit paints the cached results at once while the first load refreshes them. The runs
// go through the sync helper (src/api/sync.ts): one at a time, so a slow answer for old
// filters never lands on new ones, and a network failure is retried with backoff. The order
// (nearest first or newest, issue 32 §4) is saved with the rest of the search on the server,
// so the first load, a page the server draws and another device all start in it.
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { SyncFailure } from '../../api/sync'
import { claimFirstAnswer, useFirstAnswers } from '../../api/first-answers'
import { useSyncRunner } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import type { FilterOptions, SearchResponse } from '../../contract/search'
import type { CachedSearch } from '../../db'
import { saveCards, useCachedCards } from '../../db/cards'
import { firstSearchCall } from './api'
import { searchMembers } from '../../api/search'
import { applySearchAction, useCachedSearch } from './cache'
import { filterSearchQuery, firstLoadQuery, type SearchBase } from '../../contract/search-queries'
import { allLoaded, splitDistances } from './results'
import { choicesForMember, clearMatchChoices, readMatchChoices } from '../../lib/match-choices'

export type SearchLoading = 'first' | 'page'

function listOf(owner: number, answer: SearchResponse): CachedSearch {
  return {
    key: `${owner}:members`,
    owner,
    filters: answer.filter_options,
    ids: answer.profiles.map((profile) => profile.id),
    num_results: answer.paging.num_results,
    page: 1,
    distances: splitDistances(answer.profiles).distances,
    distance_sort: answer.distance_sort === true,
    cachedAt: 0,
  }
}

/** The page's action for the list: its ids, distances and whether nearest first is offered. */
async function savePage(answer: SearchResponse) {
  const { cards, distances } = splitDistances(answer.profiles)
  await saveCards(cards)
  return {
    ids: cards.map((card) => card.id),
    num_results: answer.paging.num_results,
    distances,
    distance_sort: answer.distance_sort === true,
  }
}

export type SearchFailure = SyncFailure

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

/**
 * `signupDate`: the member's, so the match finder's answers (lib/match-choices) become the
 * first search of the member who gave them, saved as their search (manual_search).
 */
export function useMemberSearch(
  owner: number,
  base: SearchBase,
  signupDate?: string,
): MemberSearch {
  const cached = useCachedSearch(owner, 'members')
  // The server's first results (a server-rendered page) until Dexie holds a list: the first
  // render matches the HTML, and the page never empties while the cache is read.
  const answers = useFirstAnswers()
  const firstKey = firstSearchCall(base).key
  const initial = answers[firstKey] as SearchResponse | undefined
  const [initialList] = useState(() => initial && listOf(owner, initial))
  const list = cached ?? initialList
  const cachedProfiles = useCachedCards(list?.ids)
  // While the list is the server's, so are its cards: IndexedDB holds none of them until this
  // page's own first load saved them (read before, it answered none, and the page emptied).
  const profiles = list !== undefined && list === initialList ? initial?.profiles : cachedProfiles
  // Spec §8: search failures are logged; the page offers a retry.
  const sync = useSyncRunner<SearchLoading>({ name: 'Member search' })
  // The member chose the filters on this visit: the server saves the search (manual_search).
  const manual = useRef(false)

  async function loadPage(filters: FilterOptions, page: number, signal: AbortSignal) {
    const answer = await searchMembers(
      filterSearchQuery(filters, page, base, manual.current),
      signal,
    )
    if (signal.aborted) return
    await applySearchAction(owner, 'members', {
      type: 'page',
      filters,
      page,
      ...(await savePage(answer)),
    })
  }

  const firstLoad = useEffectEvent(() =>
    sync.start('first', async (signal) => {
      const seed = choicesForMember(readMatchChoices(), signupDate)
      // Hydrating the server's page, the first load keeps the server's answer of a moment
      // ago (into Dexie, for paging and the next visit) instead of asking again.
      const answer =
        initial && !seed && claimFirstAnswer(answers, firstKey)
          ? initial
          : await searchMembers(
              seed ? filterSearchQuery(seed, 1, base, true) : firstLoadQuery(base),
              signal,
            )
      if (signal.aborted) return
      manual.current = false
      // The server's filters and page 1 replace the cached list (a background refresh).
      await applySearchAction(owner, 'members', {
        type: 'page',
        replace: true,
        filters: answer.filter_options,
        page: 1,
        ...(await savePage(answer)),
      })
      // Saved on the server now: later first loads find it there.
      if (seed) clearMatchChoices()
    }),
  )

  const { stop } = sync
  useEffect(() => {
    firstLoad()
    return stop
  }, [owner, stop])

  // Before the first run starts the page is loading already.
  const loading = sync.label === null ? 'first' : sync.running ? sync.label : null
  return {
    list,
    profiles,
    loading,
    failure: sync.failure,
    allLoaded: allLoaded(list),
    changeFilters(filters) {
      manual.current = true
      sync.start('page', async (signal) => {
        await applySearchAction(owner, 'members', { type: 'reset', filters })
        if (signal.aborted) return
        await loadPage(filters, 1, signal)
      })
    },
    loadMore() {
      if (!list || sync.now().running || allLoaded(list)) return
      const { filters, page } = list
      sync.start('page', (signal) => loadPage(filters, page + 1, signal))
    },
  }
}
