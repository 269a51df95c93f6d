// The visitors as a member without premium sees them (issue 32 §2): no name, no profile, no
// link — a photo blurred past recognition by the server (or a neutral silhouette), when they
// came and whether that is new; and the way to premium, which shows who they are.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Visitor } from '../../contract/visitors'
import { timeAgo } from '../../lib/time-ago'
import { Avatar } from '../../ui/member'

/** "Visited yesterday · 3 visits", in the member's language. */
export function VisitedLine({ visitor }: { visitor: Visitor }) {
  const { i18n } = useLingui()
  const when = timeAgo(visitor.at, i18n.locale)
  return (
    <>
      <Trans>
        Visited <time dateTime={visitor.at}>{when}</time>
      </Trans>
      {visitor.visits > 1 && (
        <>
          {' · '}
          <Plural value={visitor.visits} one="# visit" other="# visits" />
        </>
      )}
    </>
  )
}

function BlurredPhoto({ src }: { src: string | null }) {
  const { t } = useLingui()
  // A photo that cannot load (offline, gone) shows the silhouette instead.
  const [failed, setFailed] = useState(false)
  if (src === null || failed) {
    return (
      <span className="visitor-photo" role="img" aria-label={t`A visitor`}>
        <Avatar image={null} />
      </span>
    )
  }
  return (
    <img
      className="visitor-photo member-photo"
      src={src}
      alt={t`A visitor`}
      loading="lazy"
      decoding="async"
      width="160"
      height="160"
      data-testid="visitor-blurred"
      onError={() => setFailed(true)}
    />
  )
}

/** One visit without who: the tile is no link, and its text says nothing of the visitor. */
export function VisitorTile({ visitor }: { visitor: Visitor }) {
  return (
    <li className="visitor-tile" data-testid="visitor" data-new={String(visitor.new)}>
      <BlurredPhoto src={visitor.blurred_photo} />
      <p className="visitor-tile-text">
        {visitor.new && (
          <span className="new-marker">
            <Trans>New</Trans>
          </span>
        )}{' '}
        <VisitedLine visitor={visitor} />
      </p>
    </li>
  )
}

export function PremiumCta() {
  return (
    <section className="card notice visitors-cta" data-testid="visitors-premium-cta">
      <p>
        <Trans>With premium you see who they are, and can like them or write to them.</Trans>
      </p>
      <Link to="/premium" className="button button-primary">
        <Trans>See who visited you — with premium</Trans>
      </Link>
    </section>
  )
}

export function VisitorTiles({ visitors }: { visitors: readonly Visitor[] }) {
  return (
    <ul className="visitor-tiles">
      {visitors.map((visitor, index) => (
        <VisitorTile key={`${visitor.at}:${index}`} visitor={visitor} />
      ))}
    </ul>
  )
}
