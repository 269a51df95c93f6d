// The result grid: member cards with the partner tiles placed among them (tiles.ts), and
// nearest first each card's distance ("12 km away", issue 32 §4).
import type { Cam } from '../../../contract/partners'
import type { MemberCard } from '../../../contract/members'
import { FIRST_SCREEN_CARDS } from '../../../contract/search-queries'
import { ProfileCard } from '../../../ui/member'
import { pickCam, placeTiles } from '../tiles'
import { ResellAdTile, WebcamTile } from './PartnerTiles'
import { useDistanceLabel } from './use-distance-label'

interface ResultsGridProps {
  profiles: MemberCard[]
  tiles?: { cams: boolean; ads: boolean }
  cams?: Cam[]
  label: string
  /** Nearest first: how far each member lives, in whole km, by member id. */
  distances?: Record<number, number>
  /** The grid is the page's first: its first row's photos load at once. */
  first?: boolean
}

export function ResultsGrid({
  profiles,
  tiles,
  cams = [],
  label,
  distances,
  first = false,
}: ResultsGridProps) {
  const distanceLabel = useDistanceLabel()
  const items = placeTiles(profiles, tiles ?? { cams: false, ads: false })
  return (
    <ul className="profile-grid search-grid" aria-label={label}>
      {items.map((item, index) => {
        if (item.kind === 'profile') {
          const km = distances?.[item.profile.id]
          return (
            <li key={`member-${item.profile.id}`}>
              <ProfileCard
                profile={item.profile}
                variant="search"
                note={km === undefined ? undefined : distanceLabel(km)}
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
