// The result grid: member cards with the partner tiles placed among them (tiles.ts).
import type { Cam } from '../../../contract/partners'
import type { MemberCard } from '../../../contract/members'
import { FIRST_SCREEN_CARDS } from '../../../contract/search-queries'
import { ProfileCard } from '../../../ui/member'
import { pickCam, placeTiles } from '../tiles'
import { ResellAdTile, WebcamTile } from './PartnerTiles'

interface ResultsGridProps {
  profiles: MemberCard[]
  tiles?: { cams: boolean; ads: boolean }
  cams?: Cam[]
  label: string
  /** The grid is the page's first: its first row's photos load at once. */
  first?: boolean
}

export function ResultsGrid({
  profiles,
  tiles,
  cams = [],
  label,
  first = false,
}: ResultsGridProps) {
  const items = placeTiles(profiles, tiles ?? { cams: false, ads: false })
  return (
    <ul className="profile-grid search-grid" aria-label={label}>
      {items.map((item, index) => {
        if (item.kind === 'profile') {
          return (
            <li key={`member-${item.profile.id}`}>
              <ProfileCard
                profile={item.profile}
                variant="search"
                priority={first && index < FIRST_SCREEN_CARDS}
              />
            </li>
          )
        }
        const cam = pickCam(cams, item.tile)
        if (item.kind === 'cam' && !cam) return null
        return (
          <li key={`${item.kind}-${item.tile}`} className="search-grid-partner">
            {item.kind === 'cam' && cam ? <WebcamTile cam={cam} /> : <ResellAdTile cam={cam} />}
          </li>
        )
      })}
    </ul>
  )
}
