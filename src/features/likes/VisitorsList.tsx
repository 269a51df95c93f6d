// The visitors tab of /likes (issue 32 §2): who opened the member's page in the last
// VISITS_KEPT_DAYS days, newest first, the new ones marked. A premium member sees each
// visitor's card; a member without premium sees how many came, when, and blurred photos
// (VisitorTiles), with the way to premium. Shown once, the list is marked seen
// (use-visitors.ts). Not cached: without a connection and nothing loaded, it says so.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { VISITORS_MAX, VISITS_KEPT_DAYS, type VisitorsResponse } from '../../contract/visitors'
import { errorMessage } from '../../ui/error-message'
import { ProfileCard } from '../../ui/member'
import { useVisitors } from './use-visitors'
import { newestFirst } from './visitors'
import { PremiumCta, VisitedLine, VisitorTile, VisitorTiles } from './VisitorTiles'
import './visitors.css'

function Total({ total, shown }: { total: number; shown: number }) {
  const days = VISITS_KEPT_DAYS
  const max = VISITORS_MAX
  return (
    <>
      <h2 className="visitors-total" data-testid="visitors-total">
        <Plural
          value={total}
          one="# member visited your profile"
          other="# members visited your profile"
        />
      </h2>
      <p className="field-hint">
        <Trans>In the last {days} days.</Trans>{' '}
        {total > shown && <Trans>The newest {max} are shown.</Trans>}
      </p>
    </>
  )
}

function PremiumVisitors({ answer }: { answer: VisitorsResponse }) {
  return (
    <ul className="profile-grid likes-list">
      {newestFirst(answer.visitors).map((visitor, index) =>
        visitor.member ? (
          <li key={visitor.member.id} data-testid="visitor" data-new={String(visitor.new)}>
            <ProfileCard
              profile={visitor.member}
              variant="likes"
              likeNew={visitor.new}
              priority={index < 2}
              note={<VisitedLine visitor={visitor} />}
            />
          </li>
        ) : (
          // Premium answers carry every card; a visitor without one shows as without premium.
          <VisitorTile key={`${visitor.at}:${index}`} visitor={visitor} />
        ),
      )}
    </ul>
  )
}

function Loaded({ answer }: { answer: VisitorsResponse }) {
  if (answer.visitors.length === 0) {
    return (
      <div className="likes-empty" data-testid="visitors-list">
        <p>
          <Trans>No visitors yet</Trans>
        </p>
        <Link to="/members" className="button button-primary">
          <Trans>Find members</Trans>
        </Link>
      </div>
    )
  }
  return (
    <div className="visitors" data-testid="visitors-list" data-premium={String(answer.premium)}>
      <Total total={answer.total} shown={answer.visitors.length} />
      {answer.premium ? (
        <PremiumVisitors answer={answer} />
      ) : (
        <>
          <PremiumCta />
          <VisitorTiles visitors={newestFirst(answer.visitors)} />
        </>
      )}
    </div>
  )
}

export function VisitorsList() {
  const { i18n } = useLingui()
  const { data, failure } = useVisitors()
  if (data) return <Loaded answer={data} />
  if (failure) {
    return (
      <div className="likes-empty" role="status" data-testid="visitors-failure">
        <p>{errorMessage(i18n, failure.error)}</p>
        <button type="button" className="button" onClick={failure.retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  return <div className="likes-loading" aria-busy="true" />
}
