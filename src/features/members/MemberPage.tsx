// The member page /members/{memberId} (spec §2, auth optional): photos, name, age, place,
// language badge, visible profile fields, personal text and the actions. It paints from the
// Dexie cache at once and refreshes from the server; visitors get the signup invitation.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import type { MemberResponse } from '../../contract/members'
import { errorMessage } from '../../ui/error-message'
import { FormError } from '../../ui/FormError'
import { MEMBERS_ERRORS } from './errors'
import { userAtom } from '../../session'
import { BlockButton } from './BlockButton'
import { cardOf } from '../../db/cards'
import { FictionalNote } from './FictionalNote'
import { MemberFields } from './MemberFields'
import { parseMemberId } from '../../lib/member-id'
import {
  CardActions,
  FictionalLabel,
  LanguageBadge,
  ReportDialogSlot,
  useCanReport,
  useMemberPlace,
  VerifiedLabel,
  type ReportTarget,
} from '../../ui/member'
import { MemberNotAvailable } from './MemberNotAvailable'
import { MemberPhotos } from './MemberPhotos'
import { useBlock } from './use-block'
import { useMember } from './use-member'
import './members.css'

function MemberProfile({ detail }: { detail: MemberResponse }) {
  const user = useAtomValue(userAtom)
  const loggedIn = Boolean(user)
  const profile = detail.profile
  const card = useMemo(() => cardOf(profile), [profile])
  const name = profile.name
  // Members report others (the slot's dialog, features/cases), a photo from its dialog.
  const [report, setReport] = useState<ReportTarget | null>(null)
  const canReport = useCanReport() && loggedIn && user?.id !== profile.id
  const block = useBlock(profile.id, name)
  // The same line as the member's card (ui/member/place.ts): city, else region, and country.
  const place = useMemberPlace(profile)

  return (
    <article className="member-page" data-member-id={profile.id}>
      <div className="member-header">
        <MemberPhotos
          detail={detail}
          onReport={
            canReport ? (photo) => setReport({ profile: profile.id, name, photo }) : undefined
          }
        />
        <div className="member-summary">
          <h1 className="member-name">
            {/* One run of text, so the flex gap never falls before the comma: "Sanne, 32". */}
            <span>
              {name}
              {profile.age !== null && <span className="member-age">, {profile.age}</span>}
            </span>
            <VerifiedLabel verified={profile.verified} />
            <FictionalLabel fictional={profile.fictional} />
          </h1>
          <p className="member-meta">
            {profile.online && (
              <span className="online-label">
                <span className="online-dot" aria-hidden="true" /> <Trans>Online</Trans>
              </span>
            )}
            <LanguageBadge country={profile.country} language={profile.language} />
            {place && <span className="member-place">{place}</span>}
          </p>
          {detail.blocked ? (
            <p className="member-blocked">
              <Trans>You blocked {name}.</Trans>
            </p>
          ) : (
            <div className="member-actions button-row">
              <CardActions card={card} place="page" />
            </div>
          )}
          {loggedIn && (
            <div className="member-block button-row">
              <BlockButton id={profile.id} name={name} blocked={detail.blocked} />
              {canReport && (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => setReport({ profile: profile.id, name })}
                  data-testid="report-member"
                >
                  <Trans>Report</Trans>
                </button>
              )}
            </div>
          )}
          <ReportDialogSlot
            target={report}
            onClose={() => setReport(null)}
            onBlock={detail.blocked ? undefined : block}
          />
        </div>
      </div>
      {profile.fictional && <FictionalNote name={name} />}
      <MemberFields profile={profile} />
      {!loggedIn && (
        <section className="card member-signup-cta">
          {/* A fictional member is disclosed above (FictionalNote): no promise to meet them. */}
          <h2>
            {profile.fictional ? (
              <Trans>Sign up for free</Trans>
            ) : (
              <Trans>Sign up for free to meet {name}</Trans>
            )}
          </h2>
          <p>
            <Trans>Create your free account to like members and start conversations.</Trans>
          </p>
          <Link
            to="/members/$memberId/signup"
            params={{ memberId: String(profile.id) }}
            className="button button-primary"
          >
            <Trans>Sign up for free</Trans>
          </Link>
        </section>
      )}
    </article>
  )
}

export function MemberPage({ memberId }: { memberId: string }) {
  const id = parseMemberId(memberId)
  return id === null ? <MemberNotAvailable /> : <MemberView id={id} />
}

function MemberView({ id }: { id: number }) {
  const { i18n } = useLingui()
  const { detail, reading, state, error, retry } = useMember(id)
  if (state === 'not_found') return <MemberNotAvailable />
  if (detail) return <MemberProfile detail={detail} />
  if (reading || state === 'loading')
    return <section className="member-page member-loading" aria-busy="true" />
  return (
    <section className="member-page member-failed">
      <FormError>{errorMessage(i18n, error, MEMBERS_ERRORS)}</FormError>
      <button type="button" className="button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
