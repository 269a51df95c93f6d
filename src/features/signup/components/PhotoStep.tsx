// Step 2 (spec §2): profile photos chosen by click or dropped on the area (png, jpeg, jpg;
// other files are refused here with a message), the member's existing thumbnails, and Save,
// which uploads with a real progress bar, refetches the member and moves on. One set of
// photos has one upload key (Idempotency-Key): Save again after a failure sends the same
// key, so photos the server stored before the answer was lost are not stored twice.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD } from '../../../contract/rules'
import { ProgressBar } from '../../../ui/ProgressBar'
import { refetchUser, userAtom, settingsAtom } from '../../../session'
import { sortImageFiles } from '../../../lib/image-files'
import { ImageFileInput } from '../../../ui/ImageFileInput'
import { mediaUrl } from '../../../contract/media-url'
import { errorMessage } from '../../../ui/error-message'
import { SIGNUP_ERRORS } from '../messages'
import { uploadImages } from '../../../api/upload'
import { FormError } from '../../../ui/FormError'

interface Pending {
  key: number
  file: File
  url: string
}

const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))

export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useLingui()
  const images = useAtomValue(userAtom)?.profile.images ?? []
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const [pending, setPending] = useState<Pending[]>([])
  const [notices, setNotices] = useState<string[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const previews = useRef(new Set<string>())
  const nextKey = useRef(1)
  // The key of the current set of pending photos; a change to the set makes a new one.
  const uploadKey = useRef<string | null>(null)

  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const forget = (item: Pending) => {
    URL.revokeObjectURL(item.url)
    previews.current.delete(item.url)
  }

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
    const added = sorting.accepted.slice(0, room).map((file) => {
      const url = URL.createObjectURL(file)
      previews.current.add(url)
      return { key: nextKey.current++, file, url }
    })
    setNotices(messages)
    setError(null)
    if (added.length > 0) uploadKey.current = null
    setPending((list) => [...list, ...added])
  }

  const remove = (item: Pending) => {
    forget(item)
    uploadKey.current = null
    setPending((list) => list.filter((other) => other.key !== item.key))
  }

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    add([...event.dataTransfer.files])
  }

  const save = async () => {
    if (pending.length === 0) {
      onNext()
      return
    }
    setProgress(0)
    setError(null)
    try {
      uploadKey.current ??= crypto.randomUUID()
      await uploadImages(
        pending.map((item) => item.file),
        setProgress,
        undefined,
        uploadKey.current,
      )
      uploadKey.current = null
      pending.forEach(forget)
      setPending([])
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
      <label
        className={`photo-drop${dragging ? ' is-dragging' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <ImageFileInput onFiles={add} disabled={uploading} testId="photo-input" />
        <span>
          <Trans>
            Drag your photos here or <strong>choose them from your device</strong>
          </Trans>
        </span>
        <span className="photo-drop-types">
          <Trans>PNG or JPEG, up to {max_mb} MB each</Trans>
        </span>
      </label>
      {notices.map((notice) => (
        <p key={notice} className="field-error" role="alert">
          {notice}
        </p>
      ))}
      {pending.length > 0 && (
        <ul className="photo-list" aria-label={t`Photos to upload`}>
          {pending.map((item) => {
            const name = item.file.name
            return (
              <li key={item.key}>
                <img src={item.url} alt="" width="96" height="96" />
                <button
                  type="button"
                  className="photo-remove"
                  aria-label={t`Remove ${name}`}
                  disabled={uploading}
                  onClick={() => remove(item)}
                >
                  ×
                </button>
              </li>
            )
          })}
        </ul>
      )}
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
