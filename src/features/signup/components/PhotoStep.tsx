// Step 2 (spec §2): profile photos chosen by click or dropped on the area (png, jpeg, jpg;
// other files are refused here with a message), the member's existing thumbnails, and Save,
// which uploads with a real progress bar, refetches the member and moves on. One set of
// photos has one upload key (Idempotency-Key): Save again after a failure sends the same
// key, so photos the server stored before the answer was lost are not stored twice.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD } from '../../../contract/rules'
import { ProgressBar } from '../../../ui/ProgressBar'
import { refetchUser, userAtom, settingsAtom } from '../../../session'
import { sortImageFiles } from '../../../lib/image-files'
import { mediaUrl } from '../../../contract/media-url'
import { errorMessage } from '../../../ui/error-message'
import { SIGNUP_ERRORS } from '../messages'
import { uploadImages } from '../../../api/upload'
import { FormError } from '../../../ui/FormError'
import { PendingPhotos } from './PendingPhotos'
import { PhotoDrop } from './PhotoDrop'
import { usePendingPhotos } from './use-pending-photos'

const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))

export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useLingui()
  const images = useAtomValue(userAtom)?.profile.images ?? []
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const { pending, add: addPending, remove, key, clear } = usePendingPhotos()
  const [notices, setNotices] = useState<string[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const add = (files: readonly File[]) => {
    const sorting = sortImageFiles(files)
    const messages = sorting.refused.map(({ file, reason }) => {
      const name = file.name
      return reason === 'type'
        ? t`${name} is not a PNG or JPEG photo.`
        : t`${name} is larger than ${max_mb} MB.`
    })
    const room = Math.max(IMAGES_PER_UPLOAD - pending.length, 0)
    const per_upload = IMAGES_PER_UPLOAD
    if (sorting.accepted.length > room)
      messages.push(t`You can upload at most ${per_upload} photos at once.`)
    addPending(sorting.accepted.slice(0, room))
    setNotices(messages)
    setError(null)
  }

  const save = async () => {
    if (pending.length === 0) {
      onNext()
      return
    }
    setProgress(0)
    setError(null)
    try {
      await uploadImages(
        pending.map((item) => item.file),
        setProgress,
        undefined,
        key(),
      )
      clear()
      await refetchUser().catch((failure: unknown) =>
        console.error('Refetching the user failed', failure),
      )
      onNext()
    } catch (failure) {
      console.error('Photo upload failed', failure)
      setError(errorMessage(i18n, failure, SIGNUP_ERRORS))
      setProgress(null)
    }
  }

  const uploading = progress !== null
  const hasPhotos = images.length > 0 || pending.length > 0

  return (
    <section className="signup-step" data-testid="signup-step-2">
      <h1>
        <Trans>Add a profile photo</Trans>
      </h1>
      <p>
        <Trans>Members with a photo get many more replies.</Trans>
      </p>
      {images.length > 0 && (
        <ul className="photo-list" aria-label={t`Your photos`}>
          {images.map((image) => (
            <li key={image.id}>
              <img src={mediaUrl(cdnPrefix, image.thumb_filename)} alt="" width="96" height="96" />
            </li>
          ))}
        </ul>
      )}
      <PhotoDrop disabled={uploading} onFiles={add} />
      {notices.map((notice) => (
        <p key={notice} className="field-error" role="alert">
          {notice}
        </p>
      ))}
      <PendingPhotos pending={pending} disabled={uploading} onRemove={remove} />
      {uploading && <ProgressBar value={progress} label={t`Uploading your photos`} />}
      <FormError>{error}</FormError>
      <div className="signup-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!hasPhotos || uploading}
          onClick={() => void save()}
        >
          <Trans>Save</Trans>
        </button>
        <button type="button" className="button" disabled={uploading} onClick={onNext}>
          <Trans>Continue without photo</Trans>
        </button>
      </div>
    </section>
  )
}
