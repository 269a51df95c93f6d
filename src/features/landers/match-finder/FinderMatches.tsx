// The match finder's answer: the members who match (one page of the logged-out search with
// the visitor's filters), each fictional one disclosed, then the signup form.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useSync } from '../../../api/use-sync'
import type { FilterOptions } from '../../../contract/search'
import { featuresAtom, storedTrafficsource } from '../../../session'
import { fetchMatches } from '../api'
import { MemberGrid } from '../blocks'
import { SignupButton, SignupSection } from '../parts'

interface FinderMatchesProps {
  filters: FilterOptions
  onBack: () => void
  signup: ReactNode
}

export function FinderMatches({ filters, onBack, signup }: FinderMatchesProps) {
  const { t } = useLingui()
  const searchAllCountries = useAtomValue(featuresAtom)?.profileSearch.searchAllCountries ?? false
  const sync = useSync(`match-finder:${JSON.stringify(filters)}`, {
    name: 'Loading the match finder members',
    fetch: (signal) =>
      fetchMatches({ searchAllCountries, trafficsource: storedTrafficsource() }, filters, signal),
  })
  const members = sync.failure ? [] : sync.data
  return (
    <div className="lander match-finder match-finder-results">
      <h1>
        <Trans>Your matches</Trans>
      </h1>
      {members?.length === 0 ? (
        <p className="card notice">
          <Trans>No members match these answers yet. Try a wider choice.</Trans>
        </p>
      ) : (
        <MemberGrid members={members} loading={4} label={t`Your matches`} />
      )}
      <p className="match-finder-buttons">
        <button type="button" className="button" onClick={onBack}>
          {t`Change my answers`}
        </button>
        <SignupButton />
      </p>
      <SignupSection members={members}>{signup}</SignupSection>
    </div>
  )
}
