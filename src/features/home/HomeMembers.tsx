// Real members of the site beside the signup call (issue 9 §3), for visitors of sites that
// let visitors see members (session/visitor-search). The tiles load after the first paint
// (one search call from an effect) into boxes of a fixed size, so nothing below them
// moves; photos are lazy with their size given. A fictional member says so on the tile
// itself, in words, whatever the site's fictional_icon switch: a visitor has not seen any
// other disclosure yet.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useSync } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import { featuresAtom, storedTrafficsource } from '../../session'
import { Avatar } from '../../ui/member/Avatar'
import { useMemberPlace } from '../../ui/member/use-member-place'
import { HOME_TILES } from '../../contract/search-base'
import { fetchHomeMembers } from './members-api'
import '../../ui/member/member-card.css'
import './home.css'

type Loaded = MemberCard[] | 'loading' | 'failed'

export function HomeMembers() {
  const { t } = useLingui()
  const searchAllCountries = useAtomValue(featuresAtom)?.profileSearch.searchAllCountries ?? false
  // The page still works without the tiles: the signup call stands on its own (a failure is
  // logged, and the tiles step aside).
  const sync = useSync(`home-members:${searchAllCountries}`, {
    name: 'Loading the home page members',
    fetch: (signal) =>
      fetchHomeMembers({ searchAllCountries, trafficsource: storedTrafficsource() }, signal),
  })
  const members: Loaded = sync.data ?? (sync.failure ? 'failed' : 'loading')

  if (members === 'failed' || (Array.isArray(members) && members.length === 0)) return null
  const loading = members === 'loading'
  return (
    <section className="home-members" aria-labelledby="home-members-title">
      <h2 id="home-members-title" className="home-members-title">
        <Trans>Members you might like</Trans>
      </h2>
      <ul className="home-tiles" aria-busy={loading}>
        {Array.from({ length: HOME_TILES }, (_, index) => {
          const member = loading ? undefined : members[index]
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
