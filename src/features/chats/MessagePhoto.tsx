// A photo message's picture in its bubble (issue 32 §3). Its place is kept from its size
// before it loads. The member's own shows as it is — from the outbox's copy while it waits to
// go. The other member's shows blurred past recognition (a stand-in the server made, so the
// photo itself is not even loaded) until the member taps "Show photo", unless they chose on
// /profile to see photos at once. One whose sender deleted their account says so.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { messagePhotoUrl } from '../../contract/chat'
import type { RowPhoto } from '../../../sw/outbox-core'
import { userAtom } from '../../session'

/** Photos the member tapped open in this visit: scrolling away and back keeps them open. */
const revealed = new Set<number>()

/** Shows the outbox's copy of a picture in an image, by an address kept only while it shows. */
function showPicked(picked: Blob) {
  return (image: HTMLImageElement | null) => {
    if (image === null) return
    const url = URL.createObjectURL(picked)
    image.src = url
    return () => URL.revokeObjectURL(url)
  }
}

export function MessagePhoto({
  photo,
  id,
  mine,
  name,
}: {
  photo: RowPhoto
  /** The server's id (null while it waits in the outbox). */
  id: number | null
  mine: boolean
  /** The other member's name. */
  name: string
}) {
  const { t } = useLingui()
  const showAtOnce = useAtomValue(userAtom)?.show_chat_photos ?? false
  const [open, setOpen] = useState(() => id !== null && revealed.has(id))
  const [failed, setFailed] = useState(false)
  const picked = photo.picked instanceof Blob ? photo.picked : null
  const style = { aspectRatio: `${photo.width} / ${photo.height}` }
  if (photo.deleted) {
    return (
      <p className="message-photo message-photo-gone" style={style}>
        <Trans>Photo deleted</Trans>
      </p>
    )
  }
  const clear = mine || showAtOnce || open
  const src = id === null ? null : messagePhotoUrl(id, clear ? 'full' : 'blurred')
  const sender = name || t`the other member`
  const alt = mine ? t`Your photo` : t`Photo from ${sender}`
  const reveal = () => {
    if (id !== null) revealed.add(id)
    setOpen(true)
    setFailed(false)
  }
  return (
    <div className={`message-photo${clear ? '' : ' message-photo-blurred'}`} style={style}>
      {(picked || src) && !failed && (
        <img
          {...(picked ? { ref: showPicked(picked) } : { src: src ?? undefined })}
          alt={clear ? alt : ''}
          width={photo.width}
          height={photo.height}
          decoding="async"
          onError={() => setFailed(true)}
          data-testid={clear ? 'message-photo' : 'message-photo-blurred'}
        />
      )}
      {failed && (
        <span className="message-photo-note">
          <Trans>The photo cannot be loaded now.</Trans>
        </span>
      )}
      {!clear && (
        <button
          type="button"
          className="button button-small message-photo-show"
          onClick={reveal}
          data-testid="message-photo-show"
        >
          <Trans>Show photo</Trans>
        </button>
      )}
    </div>
  )
}
