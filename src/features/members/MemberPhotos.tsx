// The member page's photos: the main one large, the others as thumbnails; each opens the
// photo dialog. Closed photos show blurred here too, so nobody is surprised in the dialog.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberResponse } from '../../contract/members'
import { mediaUrl } from '../../contract/media-url'
import { settingsAtom } from '../../session'
import { Avatar } from '../../ui/member'
import { photoViews } from './photo-access'
import { PhotoDialog } from './PhotoDialog'

export function MemberPhotos({
  detail,
  onReport,
}: {
  detail: MemberResponse
  /** Report a photo (members only); the photo dialog closes first. */
  onReport?: (photo: number) => void
}) {
  const { t } = useLingui()
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const [open, setOpen] = useState<number | null>(null)
  const photos = photoViews(detail)
  const name = detail.profile.name
  const [main, ...others] = photos

  return (
    <div className="member-photos">
      {main ? (
        <button
          type="button"
          className="member-photo-main"
          onClick={() => setOpen(0)}
          aria-label={t`Open the photos of ${name}`}
        >
          {/* The page's largest paint: loaded at once, ahead of the page's code. */}
          <Avatar image={detail.profile.main_image} name={name} size="full" priority />
        </button>
      ) : (
        <div className="member-photo-main">
          <Avatar image={null} name={name} />
        </div>
      )}
      {others.length > 0 && (
        <ul className="member-thumbs">
          {others.map((photo, offset) => {
            const position = offset + 2
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className={photo.locked ? 'is-locked' : undefined}
                  onClick={() => setOpen(offset + 1)}
                  aria-label={t`Open photo ${position} of ${name}`}
                >
                  <img src={mediaUrl(cdnPrefix, photo.thumb)} alt="" loading="lazy" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <PhotoDialog
        name={name}
        photos={photos}
        index={open}
        onIndex={setOpen}
        onReport={
          onReport &&
          ((photo) => {
            setOpen(null)
            onReport(photo)
          })
        }
      />
    </div>
  )
}
