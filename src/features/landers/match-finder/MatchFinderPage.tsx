// /match-finder and /signup-matches (spec §2, empty layout, public): three questions — who,
// which ages, where — then the members who match (the logged-out search with those filters)
// and the signup form below them. The answers are stored (lib/match-choices) when the
// matches are shown, and the new member's first search starts from them (features/search).
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useReducer, type ReactNode } from 'react'
import { storeMatchChoices } from '../../../lib/match-choices'
import { settingsAtom } from '../../../session'
import { finderFilters, finderReducer, initialFinder, questionNumber, QUESTIONS } from './state'
import { FinderMatches } from './FinderMatches'
import { AgeQuestion, WhereQuestion, WhoQuestion } from './questions'
import '../landers.css'

interface MatchFinderPageProps {
  title: ReactNode
  signup: ReactNode
}

export function MatchFinderPage({ title, signup }: MatchFinderPageProps) {
  const { t } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const [state, dispatch] = useReducer(
    finderReducer,
    settings?.geoip_selected_country ?? settings?.countries[0] ?? '',
    initialFinder,
  )
  const filters = finderFilters(state)
  const matches = state.step === 'matches'
  const filtersKey = JSON.stringify(filters)

  useEffect(() => {
    if (matches) storeMatchChoices(JSON.parse(filtersKey) as typeof filters)
  }, [matches, filtersKey])

  if (matches) {
    return (
      <FinderMatches filters={filters} onBack={() => dispatch({ type: 'back' })} signup={signup} />
    )
  }
  const number = questionNumber(state.step)
  const total = QUESTIONS
  return (
    <div className="lander match-finder">
      <h1>{title}</h1>
      <form
        className="match-finder-form card"
        onSubmit={(event) => {
          event.preventDefault()
          dispatch({ type: 'next' })
        }}
      >
        <p className="match-finder-count">
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        {state.step === 'who' && (
          <WhoQuestion
            value={state.gender}
            onChange={(gender) => dispatch({ type: 'gender', gender })}
          />
        )}
        {state.step === 'age' && (
          <AgeQuestion value={state.age} onChange={(age) => dispatch({ type: 'age', age })} />
        )}
        {state.step === 'where' && settings && (
          <WhereQuestion
            settings={settings}
            country={state.country}
            region={state.countryregion}
            onCountry={(country) => dispatch({ type: 'country', country })}
            onRegion={(countryregion) => dispatch({ type: 'region', countryregion })}
          />
        )}
        <p className="match-finder-buttons">
          {state.step !== 'who' && (
            <button type="button" className="button" onClick={() => dispatch({ type: 'back' })}>
              {t`Back`}
            </button>
          )}
          <button type="submit" className="button button-primary">
            {state.step === 'where' ? t`Show my matches` : t`Continue`}
          </button>
        </p>
      </form>
    </div>
  )
}
