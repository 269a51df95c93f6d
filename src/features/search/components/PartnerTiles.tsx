// The partner tiles in the search grid (spec §2, §6, §7). Both are marked as advertising in
// plain words: a webcam tile is a partner's live cam, not a member of this site.
// - Webcam tile (member_resell 'cams'): the cam's image, name, age and a live label; opens
//   /api/xcams/redirect.php?account= in a new window.
// - Resell ad tile (member_resell 'camads'): a "Live webcams" card with a cam image; opens
//   /api/resellpartner.php?flow=profile-search&redirect=1 in a new window.
import { Trans, useLingui } from '@lingui/react/macro'
import type { Cam } from '../../../contract/partners'
import { camRedirectUrl, openPartner, resellUrl } from '../api'

function AdBadge() {
  return (
    <span className="search-tile-badge">
      <Trans>Ad · partner</Trans>
    </span>
  )
}

export function WebcamTile({ cam }: { cam: Cam }) {
  const { t } = useLingui()
  const name = cam.name
  return (
    <button
      type="button"
      className="search-tile search-tile-cam"
      onClick={() => openPartner(camRedirectUrl(cam.account))}
      aria-label={t`${name}, live webcam at a partner site (advertisement, opens in a new window)`}
    >
      <LivePhoto image={cam.image} />
      <span className="search-tile-body">
        <span className="search-tile-name">
          {cam.name}
          {cam.age !== null && `, ${cam.age}`}
        </span>
        <span className="search-tile-text">
          <Trans>Live webcam</Trans>
        </span>
        <AdBadge />
      </span>
    </button>
  )
}

/** A partner's webcam picture (or none) with the "Live" mark. */
function LivePhoto({ image }: { image: string | null }) {
  return (
    <span className="search-tile-photo">
      {image && <img src={image} alt="" loading="lazy" decoding="async" />}
      <span className="search-tile-live">
        <Trans>Live</Trans>
      </span>
    </span>
  )
}

export function ResellAdTile({ cam }: { cam: Cam | null }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="search-tile search-tile-ad"
      onClick={() => openPartner(resellUrl())}
      aria-label={t`Live webcams at a partner site (advertisement, opens in a new window)`}
    >
      <LivePhoto image={cam?.image ?? null} />
      <span className="search-tile-body">
        <span className="search-tile-name">
          <Trans>Live webcams</Trans>
        </span>
        <span className="search-tile-text">
          <Trans>Chat with webcam models now</Trans>
        </span>
        <AdBadge />
      </span>
    </button>
  )
}
