// "Similar profiles" below the results (spec §4): the widened search, without the members
// the results already show. Hidden while it has nothing to add. Its search runs when the
// member scrolls towards it, not beside the first results: on a phone the first screen
// shows the results only, and their photos and rendering come first.
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { useNearViewport } from '../../../ui/use-near-viewport'
import type { FilterOptions } from '../../../contract/search'
import type { SearchBase } from '../../../contract/search-queries'
import { useSimilarProfiles } from '../use-similar'
import { ResultsGrid } from './ResultsGrid'

interface SimilarProfilesProps {
  owner: number
  filters: FilterOptions | undefined
  base: SearchBase
  shown: readonly number[]
  /** The results above are on screen (or there are none): only then is "near" measured. */
  settled: boolean
}

export function SimilarProfiles({ owner, filters, base, shown, settled }: SimilarProfilesProps) {
  const { t } = useLingui()
  const marker = useRef<HTMLDivElement>(null)
  const near = useNearViewport(marker, { watch: settled })
  const profiles = useSimilarProfiles(owner, near ? filters : undefined, base, shown)
  if (!profiles || profiles.length === 0) return <div ref={marker} aria-hidden="true" />
  return (
    <section className="search-similar" aria-labelledby="search-similar-title">
      <h2 id="search-similar-title">
        <Trans>Similar profiles</Trans>
      </h2>
      <ResultsGrid profiles={profiles} label={t`Similar profiles`} />
    </section>
  )
}
