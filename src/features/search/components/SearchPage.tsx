// The member search page (/members, alias /search; spec §2 "Search results", §4 Search):
// filters, the results with partner tiles, paging, and similar profiles below. What it shows
// comes from Dexie (use-member-search), so a revisit — also offline — paints at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { userAtom, featuresAtom, settingsAtom } from '../../../session'
import { storedTrafficsource } from '../access'
import type { SearchBase } from '../../../contract/search-queries'
import { enabledTiles, webcamTilesAllowed } from '../tiles'
import { useCams } from '../use-cams'
import { useMemberSearch } from '../use-member-search'
import { LoadMore } from './LoadMore'
import { ResultsGrid } from './ResultsGrid'
import { SearchFilters } from './SearchFilters'
import { SearchStatus } from './SearchStatus'
import { SimilarProfiles } from './SimilarProfiles'
import '../search.css'

export function SearchPage() {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)
  const features = useAtomValue(featuresAtom)
  const owner = user?.id ?? 0
  const searchAllCountries = features?.profileSearch.searchAllCountries ?? false
  const base = useMemo<SearchBase>(
    () => ({ searchAllCountries, trafficsource: storedTrafficsource() }),
    [searchAllCountries],
  )
  const search = useMemberSearch(owner, base, user?.signup_date)
  const { list, profiles } = search
  const filters = list?.filters

  // The 4-day rule is judged once per visit; a member crossing it sees tiles next time.
  const [now] = useState(() => Date.now())
  const resell = settings?.member_resell ?? []
  const tilesAllowed = webcamTilesAllowed(user, settings, now)
  const cams = useCams(filters, tilesAllowed)
  const tiles = enabledTiles(tilesAllowed, resell, cams.length > 0)

  const shownIds = list?.ids ?? []
  const loadedAny = Boolean(list && list.page > 0)
  const gridShown = profiles !== undefined && profiles.length > 0

  return (
    <section className="search-page">
      <h1>
        <Trans>Search members</Trans>
      </h1>
      {filters && settings && (
        <SearchFilters
          filters={filters}
          settings={settings}
          allCountries={searchAllCountries}
          distanceSort={list?.distance_sort === true}
          onChange={search.changeFilters}
        />
      )}
      {profiles && profiles.length > 0 && (
        <ResultsGrid
          first
          profiles={profiles}
          distances={filters?.sort === 'distance' ? list?.distances : undefined}
          tiles={tiles}
          cams={cams}
          label={t`Search results`}
        />
      )}
      <SearchStatus search={search} />
      {/* After a failure the status note's one retry stands for paging too (issue 9 §7).
          Not before the cards are on screen: a sentinel right under the heading would ask
          for page 2 while page 1's cards are still being read from the cache. */}
      {loadedAny && gridShown && !search.allLoaded && !search.failure && (
        <LoadMore
          onLoadMore={search.loadMore}
          loading={search.loading !== null}
          loaded={shownIds.length}
        />
      )}
      <SimilarProfiles
        owner={owner}
        filters={filters}
        base={base}
        shown={shownIds}
        settled={loadedAny && (shownIds.length === 0 || gridShown)}
      />
    </section>
  )
}
