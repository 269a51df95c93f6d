// Real members of the site beside the signup call (issue 9 §3), for visitors of sites that
// let visitors see members (session/visitor-search). A server-rendered page comes with them
// (the route's loader); otherwise they load after the first paint (one search call from an
// effect) into boxes of a fixed size, so nothing below them moves; photos are lazy with their size given. A fictional member says so on the tile
// itself, in words, whatever the site's fictional_icon switch: a visitor has not seen any
// other disclosure yet. A verified member's tile says so on the photo's lower corner.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useSync } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import { featuresAtom, storedTrafficsource } from '../../session'
import { Avatar } from '../../ui/member/Avatar'
import { useMemberPlace } from '../../ui/member/use-member-place'
import { VerifiedLabel } from '../../ui/member/VerifiedLabel'
import { HOME_TILES } from '../../contract/search-base'
import { homeMembersCall } from './members-api'
import '../../ui/member/member-card.css'
import './home.css'

type Loaded = MemberCard[] | 'loading' | 'failed'

export function HomeMembers() {
  const { t } = useLingui()
  const searchAllCountries = useAtomValue(featuresAtom)?.profileSearch.searchAllCountries ?? false
  // The page still works without the tiles: the signup call stands on its own (a failure is
  // logged, and the tiles step aside).
  const members = homeMembersCall({ searchAllCountries, trafficsource: storedTrafficsource() })
  const sync = useSync(members.key, {
    name: 'Loading the home page members',
    fetch: members.fetch,
  })
  const loaded: Loaded = sync.data ?? (sync.failure ? 'failed' : 'loading')

  if (loaded === 'failed' || (Array.isArray(loaded) && loaded.length === 0)) return null
  const loading = loaded === 'loading'
  return (
    <section className="home-members" aria-labelledby="home-members-title">
      <h2 id="home-members-title" className="home-members-title">
        <Trans>Members you might like</Trans>
      </h2>
      <ul className="home-tiles" aria-busy={loading}>
        {Array.from({ length: HOME_TILES }, (_, index) => {
          const member = loading ? undefined : loaded[index]
          return member ? (
            <HomeTile key={member.id} member={member} />
          ) : (
            // A placeholder of the tile's size, so the grid never changes height.
            <li key={`slot-${index}`} className="home-tile home-tile-empty" aria-hidden="true">
              <span className="profile-card-photo" />
              <span className="home-tile-line" />
              <span className="home-tile-line" />
            </li>
          )
        })}
      </ul>
      {loading && <p className="visually-hidden" role="status">{t`Loading members…`}</p>}
    </section>
  )
}

function HomeTile({ member }: { member: MemberCard }) {
  const place = useMemberPlace(member, false)
  return (
    <li className="home-tile" data-member-id={member.id}>
      <Link
        to="/members/$memberId"
        params={{ memberId: String(member.id) }}
        className="home-tile-link"
      >
        <span className="profile-card-photo">
          <Avatar image={member.main_image} name={member.name} box={160} />
          {member.fictional && (
            <span className="home-tile-fictional">
              <Trans>Fictional profile</Trans>
            </span>
          )}
          <VerifiedLabel verified={member.verified} />
        </span>
        <span className="home-tile-line home-tile-name">
          {member.name}
          {member.age !== null && `, ${member.age}`}
        </span>
        <span className="home-tile-line home-tile-place">{place}</span>
      </Link>
    </li>
  )
}
