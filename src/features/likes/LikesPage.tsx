// The likes page (spec §2 /likes, /likes/{type}; §4): received likes (new first, marked new),
// the members the member likes, and who visited the member's page (issue 32 §2: VisitorsList),
// as three tabs side by side, on phones too. Members who like each other carry "You click" in
// both lists of likes (issue 28 §6). The likes paint from Dexie and reload on open.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { userAtom } from '../../session'
import { useCachedCards } from '../../db/cards'
import { ProfileCard } from '../../ui/member'
import { useCachedLikes } from './cache'
import { countNew, sortLikedBy } from './sort'
import { reloadLikes } from './sync'
import type { LikesTab } from './tabs'
import { VisitorsList } from './VisitorsList'
import './likes.css'

interface LikesListProps {
  ids: number[]
  newIds: Set<number>
  /** Members who like the member and whom the member likes. */
  matchIds: Set<number>
  empty: string
}

function LikesList({ ids, newIds, matchIds, empty }: LikesListProps) {
  const cards = useCachedCards(ids)
  if (cards === undefined) return <div className="likes-loading" aria-busy="true" />
  if (cards.length === 0) {
    return (
      <div className="likes-empty">
        <p>{empty}</p>
        <Link to="/members" className="button button-primary">
          <Trans>Find members</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className="profile-grid likes-list">
      {cards.map((card) => (
        <li key={card.id}>
          <ProfileCard
            profile={card}
            variant="likes"
            likeNew={newIds.has(card.id)}
            match={matchIds.has(card.id)}
          />
        </li>
      ))}
    </ul>
  )
}

/** A count of new things on a tab ("3 new"); nothing at zero. */
function NewCount({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className="new-marker likes-new-count">
      <Trans>{count} new</Trans>
    </span>
  )
}

/** One of the page's tabs, marked as the current page when it is the one shown. */
function TabLink({
  type,
  current,
  children,
}: {
  type: LikesTab
  current: LikesTab
  children: ReactNode
}) {
  return (
    <Link
      to="/likes/$type"
      params={{ type }}
      className="likes-tab"
      aria-current={type === current ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}

export function LikesPage({ tab = 'received' }: { tab?: LikesTab }) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const owner = user?.id
  const row = useCachedLikes(owner)

  useEffect(() => {
    void reloadLikes()
  }, [owner])

  const received = sortLikedBy(row?.liked_by ?? [])
  const newCount = countNew(received)
  const newIds = new Set(received.filter((like) => like.like_new).map((like) => like.id))
  const given = new Set(row?.profiles ?? [])
  const matchIds = new Set(received.filter((like) => given.has(like.id)).map((like) => like.id))

  return (
    <section className="likes-page">
      <h1>
        <Trans>Likes</Trans>
      </h1>
      <nav className="likes-tabs" aria-label={t`Likes`}>
        <TabLink type="received" current={tab}>
          <Trans>Who likes me</Trans>
          <NewCount count={newCount} />
        </TabLink>
        <TabLink type="given" current={tab}>
          <Trans>Whom I like</Trans>
        </TabLink>
        <TabLink type="visitors" current={tab}>
          <Trans>Visitors</Trans>
          <NewCount count={user?.visitors_new ?? 0} />
        </TabLink>
      </nav>
      {tab === 'visitors' ? (
        <VisitorsList />
      ) : row === undefined ? (
        <div className="likes-loading" aria-busy="true" />
      ) : tab === 'received' ? (
        <LikesList
          ids={received.map((like) => like.id)}
          newIds={newIds}
          matchIds={matchIds}
          empty={t`Nobody has liked you yet. Liking members yourself is a good start.`}
        />
      ) : (
        <LikesList
          ids={row?.profiles ?? []}
          newIds={new Set()}
          matchIds={matchIds}
          empty={t`You have not liked anyone yet.`}
        />
      )}
    </section>
  )
}
