// Which photos of a member page open full size (contract memberImageSchema, spec §6 "premium
// versus non-premium distinction for photo dialogs"): a premium member opens every photo;
// everyone else (logged out included) opens the main photo only. Thumbnails are always shown.
import type { MemberImage } from '../../../src/contract/members'

export interface StoredImage {
  id: number
  filename: string
  thumbFilename: string
}

/** Premium while premium_until lies ahead; null means the member never had it. */
export function isPremium(premiumUntil: Date | null, now = new Date()): boolean {
  return premiumUntil !== null && premiumUntil.getTime() > now.getTime()
}

/** The member's photos as the viewer may open them, in the order given. */
export function imagesForViewer(
  stored: readonly StoredImage[],
  mainImageId: number | null,
  viewerIsPremium: boolean,
): MemberImage[] {
  return stored.map((image) => ({
    id: image.id,
    thumb_filename: image.thumbFilename,
    filename: viewerIsPremium || image.id === mainImageId ? image.filename : null,
  }))
}
