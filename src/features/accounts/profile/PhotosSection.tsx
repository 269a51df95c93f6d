// My photos: the grid, adding (chosen files upload at once, with progress), making one the
// main photo and deleting one after a confirmation. An upload carries a key made for it, so
// "Try again" after a lost answer cannot store the photos twice. Every change refetches the
// member, whose photos the grid shows.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { uploadImages } from '../../../api/upload'
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD } from '../../../contract/rules'
import type { UserProfile } from '../../../contract/user'
import { ImageFileInput } from '../../../ui/ImageFileInput'
import { mediaUrl } from '../../../contract/media-url'
import { refetchUser, settingsAtom } from '../../../session'
import { FormError } from '../../../ui/FormError'
import { ProgressBar } from '../../../ui/ProgressBar'
import { useAction } from '../../../ui/use-action'
import { usePhotoChoice } from '../../../ui/use-photo-choice'
import { deleteImage, setMainImage } from '../api'
import { ACCOUNT_ERRORS } from '../errors'
import { PhotoTile } from './PhotoTile'

interface Upload {
  files: File[]
  key: string
}

const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))

export function PhotosSection({ profile }: { profile: UserProfile }) {
  const { t } = useLingui()
  const sortChoice = usePhotoChoice()
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  const [progress, setProgress] = useState<number | null>(null)
  const [failed, setFailed] = useState<Upload | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [notices, setNotices] = useState<string[]>([])
  const mainThumb = profile.main_image?.thumb_filename

  const upload = (item: Upload) =>
    run(async () => {
      setFailed(item)
      setProgress(0)
      try {
        await uploadImages(item.files, setProgress, undefined, item.key)
        setFailed(null)
      } finally {
        setProgress(null)
        await refetchUser().catch((failure: unknown) => console.error('Refetch failed', failure))
      }
    })

  const choose = (files: File[]) => {
    const choice = sortChoice(files, IMAGES_PER_UPLOAD)
    setNotices(choice.notices)
    if (choice.accepted.length > 0)
      void upload({ files: choice.accepted, key: crypto.randomUUID() })
  }

  const change = (action: () => Promise<unknown>) =>
    run(async () => {
      setConfirming(null)
      try {
        await action()
      } finally {
        await refetchUser().catch((failure: unknown) => console.error('Refetch failed', failure))
      }
    })

  return (
    <section className="card profile-section" id="photos" data-testid="profile-photos">
      <h2>
        <Trans>Photos</Trans>
      </h2>
      {profile.images.length === 0 && (
        <p>
          <Trans>Members with a photo get many more replies.</Trans>
        </p>
      )}
      <ul className="profile-photos">
        {profile.images.map((image) => (
          <PhotoTile
            key={image.id}
            src={mediaUrl(cdnPrefix, image.thumb_filename)}
            main={image.thumb_filename === mainThumb}
            busy={busy}
            confirming={confirming === image.id}
            onMakeMain={() => void change(() => setMainImage(image.id))}
            onAskDelete={() => setConfirming(image.id)}
            onDelete={() => void change(() => deleteImage(image.id))}
            onKeep={() => setConfirming(null)}
          />
        ))}
      </ul>
      <label className={`button${busy ? ' is-disabled' : ''}`}>
        <ImageFileInput onFiles={choose} disabled={busy} testId="profile-photo-input" />
        <Trans>Add photos</Trans>
      </label>
      <p className="photo-drop-types">
        <Trans>PNG or JPEG, up to {max_mb} MB each</Trans>
      </p>
      {notices.map((notice) => (
        <p key={notice} className="field-error" role="alert">
          {notice}
        </p>
      ))}
      {progress !== null && <ProgressBar value={progress} label={t`Uploading your photos`} />}
      <FormError>{error}</FormError>
      {failed && !busy && (
        <button type="button" className="button" onClick={() => void upload(failed)}>
          <Trans>Try again</Trans>
        </button>
      )}
    </section>
  )
}
