// The webcam for a verification selfie on a desktop (a phone takes it through the file input):
// a live preview, mirrored as a mirror is so the member can copy the pose, and "Take photo",
// which keeps the frame as the camera saw it (not mirrored) as a JPEG. The camera is on only
// while this shows: its tracks stop when it closes, and when the browser answers after that.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

const JPEG_QUALITY = 0.9

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop()
}

export function SelfieCamera({
  onPhoto,
  onClose,
  onRefused,
}: {
  onPhoto: (photo: Blob) => void
  onClose: () => void
  /** The member refused the camera, or there is none. */
  onRefused: () => void
}) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [ready, setReady] = useState(false)
  const refused = useEffectEvent(onRefused)

  useEffect(() => {
    let stream: MediaStream | null = null
    let closed = false
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      })
      .then(
        (answer) => {
          if (closed) {
            stopTracks(answer)
            return
          }
          stream = answer
          const element = video.current
          if (!element) return
          element.srcObject = answer
          element.play().catch(() => {
            // autoPlay plays it as well; a refused play() leaves the preview still.
          })
        },
        (error: unknown) => {
          console.info('verification camera', error)
          if (!closed) refused()
        },
      )
    return () => {
      closed = true
      if (stream) stopTracks(stream)
    }
  }, [])

  const take = () => {
    const element = video.current
    if (!element || element.videoWidth === 0) return
    const canvas = document.createElement('canvas')
    canvas.width = element.videoWidth
    canvas.height = element.videoHeight
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height)
    canvas.toBlob(
      (photo) => {
        if (photo) onPhoto(photo)
      },
      'image/jpeg',
      JPEG_QUALITY,
    )
  }

  return (
    <div className="verification-camera">
      <video
        ref={video}
        className="verification-camera-video"
        autoPlay
        playsInline
        muted
        aria-label={t`Your camera`}
        onLoadedMetadata={() => setReady(true)}
        data-testid="verification-camera"
      />
      <div className="profile-section-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!ready}
          onClick={take}
          data-testid="verification-take"
        >
          <Trans>Take photo</Trans>
        </button>
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  )
}
