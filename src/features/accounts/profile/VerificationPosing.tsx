// A pose to copy (verification state `posing`): its drawing and words, until when it may be
// copied, and the selfie: the phone's front camera through the file input (capture="user"),
// or on a desktop the webcam too (SelfieCamera). The chosen picture shows before it goes;
// it carries a key made for it, so "Send selfie" again after a failure sends it once.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Verification } from '../../../contract/verification'
import { IMAGE_TYPES } from '../../../contract/rules'
import { sortImageFiles } from '../../../lib/image-files'
import { ProgressBar } from '../../../ui/ProgressBar'
import { useMediaQuery } from '../../../ui/use-media-query'
import { PoseDrawing, POSE_INSTRUCTIONS } from '../../../ui/verification'
import { SelfieCamera } from './SelfieCamera'
import { newSelfieKey } from './verification-api'

interface Choice {
  selfie: Blob
  url: string
  key: string
  /** Taken with the webcam: "Take another" opens it again. */
  fromCamera: boolean
}

/** A webcam to offer: the browser can film and the device has a fine pointer (a desktop). */
function useWebcamOffer(): boolean {
  const coarse = useMediaQuery('(pointer: coarse)', true)
  return (
    !coarse &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  )
}

function SelfiePick({
  webcam,
  disabled,
  onFile,
  onCamera,
}: {
  webcam: boolean
  disabled: boolean
  onFile: (file: File) => void
  onCamera: () => void
}) {
  return (
    <div className="profile-section-actions">
      <label className={`button${webcam ? '' : ' button-primary'} verification-pick`}>
        <input
          type="file"
          className="visually-hidden"
          accept={IMAGE_TYPES.join(',')}
          capture="user"
          disabled={disabled}
          data-testid="verification-selfie-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
        {webcam ? <Trans>Choose a photo</Trans> : <Trans>Take a selfie</Trans>}
      </label>
      {webcam && (
        <button
          type="button"
          className="button button-primary"
          disabled={disabled}
          onClick={onCamera}
          data-testid="verification-camera-open"
        >
          <Trans>Use my camera</Trans>
        </button>
      )}
    </div>
  )
}

function SelfiePreview({
  choice,
  busy,
  progress,
  onSend,
  onAnother,
}: {
  choice: Choice
  busy: boolean
  progress: number | null
  onSend: () => void
  onAnother: () => void
}) {
  const { t } = useLingui()
  return (
    <div className="verification-preview">
      <img src={choice.url} alt={t`Your selfie`} data-testid="verification-preview" />
      {progress !== null && <ProgressBar value={progress} label={t`Sending your selfie`} />}
      <div className="profile-section-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={onSend}
          data-testid="verification-send"
        >
          <Trans>Send selfie</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={onAnother}
          data-testid="verification-retake"
        >
          <Trans>Take another</Trans>
        </button>
      </div>
    </div>
  )
}

export function VerificationPosing({
  verification,
  busy,
  progress,
  onSend,
  onNewPose,
}: {
  verification: Verification
  busy: boolean
  progress: number | null
  onSend: (selfie: Blob, key: string) => Promise<boolean>
  onNewPose: () => void
}) {
  const { t, i18n } = useLingui()
  const webcam = useWebcamOffer()
  const [choice, setChoice] = useState<Choice | null>(null)
  const [camera, setCamera] = useState<'off' | 'on' | 'refused'>('off')
  const [notice, setNotice] = useState<string | null>(null)
  // The preview's object URL lives as long as its choice.
  useEffect(() => (choice ? () => URL.revokeObjectURL(choice.url) : undefined), [choice])

  const pose = verification.pose
  if (pose === null) return null
  const until =
    verification.pose_expires_at === null
      ? ''
      : new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(
          Date.parse(verification.pose_expires_at),
        )

  const choose = (selfie: Blob, fromCamera: boolean) => {
    setNotice(null)
    setCamera((now) => (now === 'on' ? 'off' : now))
    setChoice({ selfie, url: URL.createObjectURL(selfie), key: newSelfieKey(), fromCamera })
  }
  const chooseFile = (file: File) => {
    const [refused] = sortImageFiles([file]).refused
    if (refused === undefined) choose(file, false)
    else if (refused.reason === 'type') setNotice(t`Please send a PNG or JPEG photo.`)
    else setNotice(t`This photo is too large. Please take a smaller one.`)
  }

  return (
    <>
      <div className="verification-pose">
        <PoseDrawing pose={pose} className="verification-pose-drawing" />
        <div className="verification-pose-text">
          <p className="verification-instruction" data-testid="verification-instruction">
            {i18n._(POSE_INSTRUCTIONS[pose])}
          </p>
          <p>
            <Trans>
              Take a selfie copying this pose, with your whole face in good light. Send it before{' '}
              {until}.
            </Trans>
          </p>
          <button
            type="button"
            className="link-button verification-inline-button"
            disabled={busy}
            onClick={onNewPose}
            data-testid="verification-new-pose"
          >
            <Trans>Ask for another pose</Trans>
          </button>
        </div>
      </div>
      {camera === 'refused' && (
        <p className="field-error" role="alert" data-testid="verification-camera-refused">
          <Trans>
            We could not use your camera. Allow it in your browser, or choose a photo instead.
          </Trans>
        </p>
      )}
      {notice && (
        <p className="field-error" role="alert">
          {notice}
        </p>
      )}
      {choice ? (
        <SelfiePreview
          choice={choice}
          busy={busy}
          progress={progress}
          onSend={() => void onSend(choice.selfie, choice.key)}
          onAnother={() => {
            setChoice(null)
            if (choice.fromCamera) setCamera('on')
          }}
        />
      ) : camera === 'on' ? (
        <SelfieCamera
          onPhoto={(photo) => choose(photo, true)}
          onClose={() => setCamera('off')}
          onRefused={() => setCamera('refused')}
        />
      ) : (
        <SelfiePick
          webcam={webcam && camera !== 'refused'}
          disabled={busy}
          onFile={chooseFile}
          onCamera={() => setCamera('on')}
        />
      )}
    </>
  )
}
