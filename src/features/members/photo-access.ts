// Which photos the photo dialog opens full size (contract memberImageSchema; spec §6 "premium
// versus non-premium distinction for photo dialogs"). The server decides by leaving
// `filename` null; the UI follows: a photo without a full size shows its thumbnail blurred
// with the premium prompt. The main photo comes first.
import type { MemberResponse } from '../../contract/members'

export interface PhotoView {
  id: number
  thumb: string
  /** Display size; null when the viewer may not open it. */
  full: string | null
  /** Blurred with the premium prompt. */
  locked: boolean
}

export function photoViews(detail: MemberResponse): PhotoView[] {
  const { images, main_image: main } = detail.profile
  const views = images.map((image) => ({
    id: image.id,
    thumb: image.thumb_filename,
    full: image.filename ?? (main?.thumb_filename === image.thumb_filename ? main.filename : null),
    locked: false,
  }))
  for (const view of views) view.locked = view.full === null && !detail.premium
  const mainIndex = main ? views.findIndex((view) => view.thumb === main.thumb_filename) : -1
  if (mainIndex > 0) views.unshift(...views.splice(mainIndex, 1))
  if (main && mainIndex === -1)
    views.unshift({ id: 0, thumb: main.thumb_filename, full: main.filename, locked: false })
  return views
}

/** Some photos stay closed: the dialog invites to premium. */
export function hasLockedPhotos(views: readonly PhotoView[]): boolean {
  return views.some((view) => view.locked)
}
