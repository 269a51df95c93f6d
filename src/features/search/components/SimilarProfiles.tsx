// "Similar profiles" below the results (spec §4): the widened search, without the members
// the results already show. Hidden while it has nothing to add.
import { Trans, useLingui } from '@lingui/react/macro'
import type { FilterOptions } from '../../../contract/search'
import type { SearchBase } from '../query'
import { useSimilarProfiles } from '../use-similar'
import { ResultsGrid } from './ResultsGrid'

interface SimilarProfilesProps {
  owner: number
  filters: FilterOptions | undefined
  base: SearchBase
  shown: readonly number[]
}

export function SimilarProfiles({ owner, filters, base, shown }: SimilarProfilesProps) {
  const { t } = useLingui()
  const profiles = useSimilarProfiles(owner, filters, base, shown)
  if (!profiles || profiles.length === 0) return null
  return (
    <section className="search-similar" aria-labelledby="search-similar-title">
      <h2 id="search-similar-title">
        <Trans>Similar profiles</Trans>
      </h2>
      <ResultsGrid profiles={profiles} label={t`Similar profiles`} />
    </section>
  )
}
