// Step 2 (spec §2): profile photos chosen by click or dropped on the area (png, jpeg, jpg;
// other files are refused here with a message), the member's existing thumbnails, and Save,
// which uploads with a real progress bar, refetches the member and moves on. One set of
// photos has one upload key (Idempotency-Key): Save again after a failure sends the same
// key, so photos the server stored before the answer was lost are not stored twice.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { IMAGES_PER_UPLOAD } from '../../../contract/rules'
import { ProgressBar } from '../../../ui/ProgressBar'
import { usePhotoChoice } from '../../../ui/use-photo-choice'
import { refetchUser, userAtom, settingsAtom } from '../../../session'
import { mediaUrl } from '../../../contract/media-url'
import { errorMessage } from '../../../ui/error-message'
import { SIGNUP_ERRORS } from '../messages'
import { uploadImages } from '../../../api/upload'
import { ChoiceButtons } from '../../../ui/ChoiceButtons'
import { PendingPhotos } from './PendingPhotos'
import { PhotoDrop } from './PhotoDrop'
import { SignupStep } from './SignupStep'
import { usePendingPhotos } from './use-pending-photos'

export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useLingui()
  const sortChoice = usePhotoChoice()
  const images = useAtomValue(userAtom)?.profile.images ?? []
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const { pending, add: addPending, remove, key, clear } = usePendingPhotos()
  const [notices, setNotices] = useState<string[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const add = (files: readonly File[]) => {
    const choice = sortChoice(files, Math.max(IMAGES_PER_UPLOAD - pending.length, 0))
    addPending(choice.accepted)
    setNotices(choice.notices)
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
    <SignupStep
      step={2}
      title={<Trans>Add a profile photo</Trans>}
      intro={<Trans>Members with a photo get many more replies.</Trans>}
      error={error}
      actions={
        <ChoiceButtons
          className="signup-actions"
          busy={uploading}
          primary={{ label: <Trans>Save</Trans>, disabled: !hasPhotos, onClick: () => void save() }}
          secondary={{ label: <Trans>Continue without photo</Trans>, onClick: onNext }}
        />
      }
    >
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
    </SignupStep>
  )
}
