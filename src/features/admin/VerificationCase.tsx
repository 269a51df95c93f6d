// A verification case (issue 32 §1) as the operator decides it: the pose the member was asked
// to copy, their selfie (while it waits for a decision; the decision deletes it) beside their
// photos now, the main one first, and the decision: Approve or Decline (VerificationDecision),
// or once decided, the outcome with its reason and date. Side by side on wide screens,
// stacked on phones (admin.css).
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminVerification } from '../../contract/verification'
import { PoseDrawing, POSE_INSTRUCTIONS } from '../../ui/verification'
import { selfieUrl } from './api'
import { formatWhen } from './format'
import { DECLINE_REASON_LABELS } from '../../ui/moderation-labels'
import { PhotoThumb } from './PhotoThumb'
import { VerificationDecision } from './VerificationDecision'

function Outcome({ verification }: { verification: AdminVerification }) {
  const { i18n } = useLingui()
  const on = verification.decided_at ? formatWhen(verification.decided_at) : ''
  const reason = verification.decline_reason
  return (
    <p className="admin-verify-outcome" data-testid="verification-outcome">
      {verification.status === 'approved' ? (
        <Trans>Approved on {on}</Trans>
      ) : (
        <Trans>Declined on {on}</Trans>
      )}
      {reason && <>: {i18n._(DECLINE_REASON_LABELS[reason])}</>}
    </p>
  )
}

function MemberPhotos({ photos }: { photos: AdminVerification['photos'] }) {
  if (photos.length === 0) {
    return (
      <p className="admin-empty">
        <Trans>This member has no photos now.</Trans>
      </p>
    )
  }
  return (
    <ul className="admin-verify-photos">
      {photos.map((photo, index) => (
        <li key={photo.id} data-testid="verification-photo">
          <PhotoThumb filename={photo.thumb_filename} hidden={photo.hidden} large />
          {/* The contract lists the main photo first. */}
          {index === 0 && (
            <span className="admin-badge">
              <Trans>Main photo</Trans>
            </span>
          )}
          {photo.hidden && (
            <span className="admin-badge">
              <Trans>Hidden</Trans>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

export function VerificationCase({
  verification,
  onChanged,
}: {
  verification: AdminVerification
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  return (
    <section className="admin-verify" data-testid="verification-case">
      <div className="admin-verify-compare">
        <figure className="admin-verify-side">
          <figcaption>
            <Trans>Selfie</Trans>
          </figcaption>
          <div className="admin-verify-pose">
            <PoseDrawing pose={verification.pose} className="admin-verify-drawing" />
            <p>
              <Trans>Pose asked for:</Trans> {i18n._(POSE_INSTRUCTIONS[verification.pose])}
            </p>
          </div>
          {verification.selfie ? (
            <img
              className="admin-verify-selfie"
              data-testid="verification-selfie"
              src={selfieUrl(verification.id)}
              alt={t`The member's selfie`}
            />
          ) : (
            <p className="admin-note">
              {verification.status === 'pending' ? (
                <Trans>There is no selfie to show.</Trans>
              ) : (
                <Trans>The selfie was deleted with the decision.</Trans>
              )}
            </p>
          )}
        </figure>
        <figure className="admin-verify-side">
          <figcaption>
            <Trans>The member's photos</Trans>
          </figcaption>
          <MemberPhotos photos={verification.photos} />
        </figure>
      </div>
      {verification.status === 'pending' ? (
        <VerificationDecision verification={verification.id} onChanged={onChanged} />
      ) : (
        <Outcome verification={verification} />
      )}
    </section>
  )
}
