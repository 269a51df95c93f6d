// One case as the operator reads it: reference, kind, status and reason; who sent it; what it
// is about (a member, a photo's thumbnail, a message's text or photo, an address, the case an
// objection is against with its status); the sender's text;
// the closing note; and the actions. A verification case shows its selfie, the member's photos
// and the decision instead (VerificationCase): it is closed by approving or declining only.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { AdminCase } from '../../contract/admin'
import { messagePhotoUrl } from '../../contract/chat'
import { CaseActions } from './CaseActions'
import { formatWhen } from './format'
import { KIND_LABELS, reasonLabel, statusLabel } from './labels'
import { MemberLink } from './MemberLink'
import { PhotoThumb } from './PhotoThumb'
import { VerificationCase } from './VerificationCase'

function Sender({ item }: { item: AdminCase }) {
  if (item.reporter) return <MemberLink member={item.reporter} />
  const who = [item.reporter_name, item.reporter_email].filter(Boolean).join(', ')
  return <span>{who || <Trans>Anonymous visitor</Trans>}</span>
}

/** The case an objection is against: its reference, kind and status now. */
function ObjectedCase({ objected }: { objected: NonNullable<AdminCase['objected_case']> }) {
  const { i18n } = useLingui()
  return (
    <>
      {objected.reference} · {i18n._(KIND_LABELS[objected.kind])} ·{' '}
      <span className={`admin-badge admin-status-${objected.status}`}>
        {i18n._(statusLabel(objected.kind, objected.status))}
      </span>
    </>
  )
}

export function CaseCard({ item, onChanged }: { item: AdminCase; onChanged: () => void }) {
  const { i18n, t } = useLingui()
  const reason = reasonLabel(item.kind, item.reason)
  const closedOn = item.closed_at ? formatWhen(item.closed_at) : ''
  return (
    <article className="admin-card" aria-labelledby={`case-${item.id}`} data-testid="admin-case">
      <header className="admin-card-header">
        <h2 id={`case-${item.id}`}>{item.reference}</h2>
        <span className="admin-badge">{i18n._(KIND_LABELS[item.kind])}</span>
        <span className={`admin-badge admin-status-${item.status}`}>
          {i18n._(statusLabel(item.kind, item.status))}
        </span>
      </header>
      <dl className="admin-facts">
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd>{reason ? i18n._(reason) : item.reason}</dd>
        <dt>
          <Trans>Received</Trans>
        </dt>
        <dd>
          <time dateTime={item.created_at}>{formatWhen(item.created_at)}</time> · {item.site} ·{' '}
          {item.locale}
        </dd>
        <dt>
          <Trans>From</Trans>
        </dt>
        <dd>
          <Sender item={item} />
        </dd>
        {item.target && (
          <>
            <dt>
              <Trans>About</Trans>
            </dt>
            <dd>
              <MemberLink member={item.target} />
            </dd>
          </>
        )}
        {item.target_photo && (
          <>
            <dt>
              <Trans>Photo</Trans>
            </dt>
            <dd>
              <PhotoThumb
                filename={item.target_photo.thumb_filename}
                hidden={item.target_photo.hidden}
              />
              {item.target_photo.hidden && (
                <span className="admin-badge">
                  <Trans>Hidden</Trans>
                </span>
              )}
            </dd>
          </>
        )}
        {item.target_message && (
          <>
            <dt>
              <Trans>Message</Trans>
            </dt>
            <dd>
              {item.target_message.photo ? (
                <img
                  className="admin-message-photo"
                  src={messagePhotoUrl(item.target_message.id, 'full')}
                  alt={t`The reported photo`}
                />
              ) : (
                <blockquote className="admin-quote">{item.target_message.text}</blockquote>
              )}
            </dd>
          </>
        )}
        {item.objected_case && (
          <>
            <dt>
              <Trans>Objects to</Trans>
            </dt>
            <dd data-testid="admin-objected-case">
              <ObjectedCase objected={item.objected_case} />
            </dd>
          </>
        )}
        {item.target_url && (
          <>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd className="admin-break">
              <a href={item.target_url} rel="noopener noreferrer nofollow" target="_blank">
                {item.target_url}
              </a>
            </dd>
          </>
        )}
      </dl>
      {item.body && <p className="admin-body">{item.body}</p>}
      {item.closed_at && (
        <p className="admin-note">
          <Trans>Closed on {closedOn}</Trans>
          {item.note && <>: {item.note}</>}
        </p>
      )}
      {item.kind === 'verification' ? (
        item.target_verification && (
          <VerificationCase verification={item.target_verification} onChanged={onChanged} />
        )
      ) : (
        <CaseActions item={item} onChanged={onChanged} />
      )}
    </article>
  )
}

/** Cases as cards, or `children` (what "none" means here) when there are none. */
export function CaseList({
  cases,
  onChanged,
  children,
}: {
  cases: readonly AdminCase[]
  onChanged: () => void
  children: ReactNode
}) {
  if (cases.length === 0) return <p className="admin-empty">{children}</p>
  return (
    <div className="admin-list">
      {cases.map((item) => (
        <CaseCard key={item.id} item={item} onChanged={onChanged} />
      ))}
    </div>
  )
}
