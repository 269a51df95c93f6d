// One photo in "My photos": its thumbnail, "Make main photo" (or the main-photo badge) and
// a delete that asks first. The section owns which tile is confirming, so only one asks.
import { Trans } from '@lingui/react/macro'

export function PhotoTile({
  src,
  main,
  busy,
  confirming,
  onMakeMain,
  onAskDelete,
  onDelete,
  onKeep,
}: {
  src: string
  main: boolean
  busy: boolean
  confirming: boolean
  onMakeMain: () => void
  onAskDelete: () => void
  onDelete: () => void
  onKeep: () => void
}) {
  return (
    <li data-main={main || undefined} data-testid="profile-photo">
      <img src={src} alt="" width="120" height="120" />
      {main ? (
        <span className="profile-photo-main">
          <Trans>Main photo</Trans>
        </span>
      ) : (
        <button type="button" className="button button-small" disabled={busy} onClick={onMakeMain}>
          <Trans>Make main photo</Trans>
        </button>
      )}
      {confirming ? (
        <span className="profile-photo-confirm">
          <button
            type="button"
            className="button button-small button-danger"
            disabled={busy}
            onClick={onDelete}
          >
            <Trans>Yes, delete</Trans>
          </button>
          <button type="button" className="button button-small" onClick={onKeep}>
            <Trans>Keep</Trans>
          </button>
        </span>
      ) : (
        <button type="button" className="link-button" disabled={busy} onClick={onAskDelete}>
          <Trans>Delete</Trans>
        </button>
      )}
    </li>
  )
}
