// Partner tiles in the search grid (spec §2, §6, §9): where the webcam and resell-ad tiles go
// among the profiles, which cam a tile shows, and who sees them at all. Pure, so the
// placement rules are tested without a DOM.
import type { MemberCard } from '../../contract/members'
import { SEARCH_PAGE_SIZE } from '../../contract/search-rules'
import type { SettingsResponse } from '../../contract/settings'
import type { UserResponse } from '../../contract/user'

/** Webcam tiles only for members who signed up more than 4 days ago (spec §6, §9). */
export const WEBCAM_TILES_AFTER_MS = 345_600_000

/** Grid positions inside each block of SEARCH_PAGE_SIZE profiles (spec §9). */
export const CAM_TILE_POSITION = 1
export const AD_TILE_POSITION = 5

export type TileKind = 'cam' | 'ad'

export type GridItem =
  | { kind: 'profile'; profile: MemberCard }
  | { kind: TileKind; /** tileIndex() of this tile; picks its cam. */ tile: number }

/**
 * The tile number of spec §9: floor(index / 12) * 2, plus 0 for the webcam tile and 1 for
 * the ad; `index` is the profile index at which the tile's block starts (any index inside
 * the block gives the same number).
 */
export function tileIndex(index: number, kind: TileKind): number {
  return Math.floor(index / SEARCH_PAGE_SIZE) * 2 + (kind === 'cam' ? 0 : 1)
}

/** The cam a tile shows: cams[tile % cams.length], or null without cams. */
export function pickCam<T>(cams: readonly T[], tile: number): T | null {
  return cams.length === 0 ? null : (cams[tile % cams.length] ?? null)
}

/**
 * The grid: the profiles in order, split into blocks of 12, with the enabled tiles at their
 * grid positions inside each block, counted over every item of the block (profiles and
 * tiles). Both on: [p0, CAM, p1, p2, p3, AD, p4 … p11] — 14 items per full block. Only ads:
 * [p0 … p4, AD, p5 … p11]. A tile is placed only in front of a profile of its block, so a
 * short last block never ends with a tile (a block of 1 profile gets none; of 2 only the
 * webcam tile when both are on).
 */
export function placeTiles(
  profiles: readonly MemberCard[],
  enabled: { cams: boolean; ads: boolean },
): GridItem[] {
  const slots: Array<{ position: number; kind: TileKind }> = []
  if (enabled.cams) slots.push({ position: CAM_TILE_POSITION, kind: 'cam' })
  if (enabled.ads) slots.push({ position: AD_TILE_POSITION, kind: 'ad' })
  const items: GridItem[] = []
  let blockStart = 0
  let blockLength = 0
  profiles.forEach((profile, index) => {
    if (index % SEARCH_PAGE_SIZE === 0) {
      blockStart = index
      blockLength = 0
    }
    for (const slot of slots) {
      if (slot.position === blockLength) {
        items.push({ kind: slot.kind, tile: tileIndex(blockStart, slot.kind) })
        blockLength += 1
      }
    }
    items.push({ kind: 'profile', profile })
    blockLength += 1
  })
  return items
}

/**
 * Spec §6: partner tiles only for a logged-in member who does not pay, signed up strictly
 * more than 4 days before `now`, on a site that resells cams or cam ads.
 */
export function webcamTilesAllowed(
  user: Pick<UserResponse, 'paid_user' | 'signup_date'> | null | undefined,
  settings: Pick<SettingsResponse, 'member_resell'> | null | undefined,
  now: number,
): boolean {
  if (!user || user.paid_user || !settings) return false
  const signedUp = Date.parse(user.signup_date)
  if (Number.isNaN(signedUp) || now - signedUp <= WEBCAM_TILES_AFTER_MS) return false
  return settings.member_resell.includes('cams') || settings.member_resell.includes('camads')
}

/** Which tiles a site shows once the member may see partner tiles at all. */
export function enabledTiles(
  allowed: boolean,
  resell: SettingsResponse['member_resell'],
  hasCams: boolean,
): { cams: boolean; ads: boolean } {
  return {
    cams: allowed && hasCams && resell.includes('cams'),
    ads: allowed && resell.includes('camads'),
  }
}
