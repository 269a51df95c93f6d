// The conversation's top bar (spec §2 chat layout): back to the list, the other member (photo,
// name and age, verified and fictional labels, online while this device is) and the way to report them.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CachedProfile } from '../../db'
import { Avatar, FictionalLabel, VerifiedLabel } from '../../ui/member'

export function ChatTopBar({
  card,
  online,
  onReport,
}: {
  card: CachedProfile | undefined
  /** Whether this device is online: offline, nobody's presence is known. */
  online: boolean
  onReport: ((message?: number) => void) | undefined
}) {
  const { t } = useLingui()
  return (
    <header className="chat-topbar">
      <Link to="/chats" className="chat-back" aria-label={t`Back to your chats`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      {card && (
        <Link
          to="/members/$memberId"
          params={{ memberId: String(card.id) }}
          className="chat-topbar-member"
        >
          <Avatar image={card.main_image} name={card.name} className="chat-topbar-photo" box={40} />
          <span className="chat-topbar-text">
            <span
              className={card.name ? 'chat-topbar-name' : 'chat-topbar-name chat-topbar-name-gone'}
            >
              {card.name || t`Deleted member`}
              {card.age !== null && <span className="chat-topbar-age">, {card.age}</span>}
            </span>
            {/* Under the name, wrapping: beside it, a phone had no room for both. */}
            {(card.fictional || card.verified === true || (card.online && online)) && (
              <span className="chat-topbar-status">
                <VerifiedLabel verified={card.verified} />
                <FictionalLabel fictional={card.fictional} />
                {card.online && online && (
                  <span className="online-label">
                    <span className="online-dot" aria-hidden="true" /> <Trans>Online</Trans>
                  </span>
                )}
              </span>
            )}
          </span>
        </Link>
      )}
      {onReport && (
        <button
          type="button"
          className="button button-small chat-report"
          onClick={() => onReport()}
          data-testid="report-member"
        >
          <Trans>Report</Trans>
        </button>
      )}
    </header>
  )
}
