// The composer's photo button (issue 32 §3): picks a PNG or JPEG from the gallery or the camera
// and puts it in the outbox as a photo message, which sends it like any message — once, in
// order, offline too. The picture goes shrunk and without its EXIF data (prepare-photo.ts).
// What cannot go (another format, over the size limit, a file that is no picture) is said
// here, before anything is queued.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useRef } from 'react'
import { IMAGE_MAX_BYTES } from '../../contract/rules'
import { userAtom } from '../../session'
import { LineIcon } from '../../ui/LineIcon'
import { queueMessage } from './outbox'
import { preparePhoto } from './prepare-photo'

const TYPES = ['image/jpeg', 'image/png']

export function PhotoButton({
  conversation,
  disabled,
  onProblem,
}: {
  conversation: number
  disabled: boolean
  /** What is wrong with the picked file, translated; null once a photo went. */
  onProblem: (problem: string | null) => void
}) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const input = useRef<HTMLInputElement>(null)
  const setProblem = onProblem
  const megabytes = Math.round(IMAGE_MAX_BYTES / 1024 / 1024)

  const picked = async (file: File | undefined) => {
    if (input.current) input.current.value = ''
    if (file === undefined) return
    if (!TYPES.includes(file.type)) return setProblem(t`Only PNG and JPEG photos can be sent.`)
    if (file.size > IMAGE_MAX_BYTES) {
      return setProblem(t`This photo is too large: at most ${megabytes} MB.`)
    }
    const photo = await preparePhoto(file)
    if (photo === null) return setProblem(t`This file could not be read as a photo.`)
    setProblem(null)
    if (user) await queueMessage(user.id, conversation, photo)
  }

  return (
    <>
      <button
        type="button"
        className="emoji-toggle photo-toggle"
        aria-label={t`Send a photo`}
        title={t`Send a photo`}
        disabled={disabled || !user}
        onClick={() => input.current?.click()}
        data-testid="composer-photo"
      >
        <LineIcon>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </LineIcon>
      </button>
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        onChange={(event) => void picked(event.target.files?.[0])}
        data-testid="composer-photo-input"
      />
    </>
  )
}
