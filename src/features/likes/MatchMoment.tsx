// The match moment (issue 28 §6): two members like each other — "You click!" in Klik's words
// (from the Dutch "het klikt"). Both photos, the way to the chat with that member and a way to
// go on; shown over whatever page is open, as a modal dialog (focus moves in, Escape closes,
// focus returns). The shell loads this module only when a moment is due (session/match.ts).
// The member's card comes from Dexie: the like back wrote it here, or the likes list loads it
// with the `match` event.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCachedProfile } from '../../db/cards'
import { userAtom } from '../../session'
import { dismissMatchMoment } from '../../session/match'
import { Modal } from '../../ui/Modal'
import { Avatar, FictionalLabel, VerifiedLabel } from '../../ui/member'
import './match.css'

export default function MatchMoment({ profile }: { profile: number }) {
  const { t } = useLingui()
  const me = useAtomValue(userAtom)
  const card = useCachedProfile(profile)
  const name = card?.name ?? ''
  return (
    <Modal
      open
      title={<Trans>You click!</Trans>}
      onClose={dismissMatchMoment}
      footer={
        <>
          <Link
            to="/members/$memberId/chat"
            params={{ memberId: String(profile) }}
            className="button button-primary match-send"
            onClick={dismissMatchMoment}
          >
            <Trans>Send a message</Trans>
          </Link>
          <button type="button" className="button match-later" onClick={dismissMatchMoment}>
            <Trans>Keep looking</Trans>
          </button>
        </>
      }
    >
      <div className="match-moment" data-testid="match-moment">
        <div className="match-photos">
          <Avatar
            image={me?.profile.main_image ?? null}
            name={me?.profile.name ?? ''}
            className="match-photo"
            box={112}
          />
          <span className="match-heart" aria-hidden="true">
            ♥
          </span>
          <Avatar image={card?.main_image ?? null} name={name} className="match-photo" box={112} />
        </div>
        <p className="match-text">
          {card ? (
            <Trans>You and {name} like each other.</Trans>
          ) : (
            <span aria-busy="true">{t`You like each other.`}</span>
          )}
        </p>
        {card && (card.verified === true || card.fictional) && (
          <p className="match-labels">
            <VerifiedLabel verified={card.verified} />
            <FictionalLabel fictional={card.fictional} />
          </p>
        )}
      </div>
    </Modal>
  )
}
