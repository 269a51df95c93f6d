// "Verified profile" on /profile (issue 32 §1): the member asks for a pose, sends a selfie
// copying it, and an operator compares it with the main photo. The section shows where the
// member stands (use-verification.ts keeps it current) and the one next step: ask (again),
// copy the pose (VerificationPosing), wait, or nothing more — verified.
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '../../../api/errors'
import { VERIFICATION_POSE_MINUTES, type Verification } from '../../../contract/verification'
import type { UserProfile } from '../../../contract/user'
import { errorMessage } from '../../../ui/error-message'
import { FormError } from '../../../ui/FormError'
import { VerifiedLabel } from '../../../ui/member/VerifiedLabel'
import { DECLINE_REASON_TEXTS } from '../../../ui/verification'
import { ACCOUNT_ERRORS } from '../errors'
import { useVerification } from './use-verification'
import { VerificationPosing } from './VerificationPosing'
import './verification.css'

function useDate() {
  const { i18n } = useLingui()
  return (at: string | null) =>
    at === null
      ? ''
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(Date.parse(at))
}

interface StartProps {
  verification: Verification
  hasPhoto: boolean
  busy: boolean
  onStart: () => void
}

function Declined({ reason }: { reason: Verification['decline_reason'] }) {
  const { i18n } = useLingui()
  if (reason === null) {
    return (
      <p className="verification-declined">
        <Trans>Your last selfie was declined.</Trans>
      </p>
    )
  }
  const why = i18n._(DECLINE_REASON_TEXTS[reason])
  return (
    <p className="verification-declined">
      <Trans>Your last selfie was declined: {why}</Trans>
    </p>
  )
}

/** Not verified (never, declined, or lapsed): why it matters, and the way to begin. */
function StartPanel({ verification, hasPhoto, busy, onStart }: StartProps) {
  const { state, decline_reason: reason } = verification
  const minutes = VERIFICATION_POSE_MINUTES
  return (
    <>
      {state === 'declined' && <Declined reason={reason} />}
      {state === 'lapsed' && (
        <p>
          <Trans>
            You changed your main photo, so your profile no longer shows the Verified badge. Verify
            it again with a new selfie.
          </Trans>
        </p>
      )}
      <p>
        <Trans>
          Show other members that you are the person in your photos. We compare a selfie with your
          main photo; only our team sees the selfie, and we delete it once we have decided.
        </Trans>
      </p>
      <p className="field-hint">
        <Trans>
          We show you a pose to copy; you then have {minutes} minutes to send a selfie in that pose.
        </Trans>
      </p>
      {hasPhoto ? (
        <div className="profile-section-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={onStart}
            data-testid="verification-start"
          >
            {state === 'declined' ? <Trans>Try again</Trans> : <Trans>Verify me</Trans>}
          </button>
        </div>
      ) : (
        <p className="verification-no-photo" data-testid="verification-no-photo">
          <Trans>
            First <a href="#photos">add a main photo</a>: we compare your selfie with it.
          </Trans>
        </p>
      )}
    </>
  )
}

function StateBody({
  verification,
  hasPhoto,
  busy,
  onStart,
  onSend,
  progress,
}: StartProps & {
  onSend: (selfie: Blob, key: string) => Promise<boolean>
  progress: number | null
}) {
  const date = useDate()
  switch (verification.state) {
    case 'none':
    case 'declined':
    case 'lapsed':
      return <StartPanel {...{ verification, hasPhoto, busy, onStart }} />
    case 'posing':
      return (
        <VerificationPosing
          // A new pose is a new start: the photo chosen for the old one goes.
          key={`${verification.pose}:${verification.pose_expires_at}`}
          verification={verification}
          busy={busy}
          progress={progress}
          onSend={onSend}
          onNewPose={onStart}
        />
      )
    case 'pending': {
      const sent = date(verification.submitted_at)
      return (
        <p>
          <Trans>Thanks! Our team checks your selfie, usually within a day.</Trans>{' '}
          {sent && <Trans>You sent it on {sent}.</Trans>}
        </p>
      )
    }
    case 'verified': {
      const since = date(verification.verified_at)
      return (
        <>
          <p className="verification-verified">
            <VerifiedLabel verified /> {since && <Trans>since {since}</Trans>}
          </p>
          <p>
            <Trans>
              Other members see the Verified badge on your profile. If you change your main photo,
              we ask you to verify again.
            </Trans>
          </p>
        </>
      )
    }
  }
}

export function VerificationSection({ profile }: { profile: UserProfile }) {
  const { i18n } = useLingui()
  const hasPhoto = profile.main_image !== null
  const { verification, failure, busy, error, progress, start, send } = useVerification(
    profile.main_image?.thumb_filename ?? null,
  )
  const onStart = () => void start()
  const expired = error instanceof ApiError && error.code === 'verification.pose_expired'

  return (
    <section
      className="card profile-section verification"
      id="verification"
      data-testid="verification-section"
    >
      <h2>
        <Trans>Verified profile</Trans>
      </h2>
      {verification ? (
        <div data-testid="verification-state" data-state={verification.state}>
          <StateBody {...{ verification, hasPhoto, busy, onStart, progress }} onSend={send} />
        </div>
      ) : failure ? (
        <>
          <FormError>{errorMessage(i18n, failure.error, ACCOUNT_ERRORS)}</FormError>
          <button type="button" className="button" onClick={failure.retry}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <p className="field-pending" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      {error !== null && (
        <FormError>
          {errorMessage(i18n, error, ACCOUNT_ERRORS)}
          {expired && (
            <>
              {' '}
              <button
                type="button"
                className="link-button verification-inline-button"
                disabled={busy}
                onClick={onStart}
                data-testid="verification-expired-new-pose"
              >
                <Trans>Ask for a new pose</Trans>
              </button>
            </>
          )}
        </FormError>
      )}
    </section>
  )
}
