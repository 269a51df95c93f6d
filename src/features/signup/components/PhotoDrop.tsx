// The signup photo step's drop area: a label around the file input, so a click chooses files
// and a drop adds them; it is marked while something is dragged over it.
import { Trans } from '@lingui/react/macro'
import { useState, type DragEvent } from 'react'
import { IMAGE_MAX_BYTES } from '../../../contract/rules'
import { ImageFileInput } from '../../../ui/ImageFileInput'

const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))

export function PhotoDrop({
  disabled,
  onFiles,
}: {
  disabled: boolean
  onFiles: (files: readonly File[]) => void
}) {
  const [dragging, setDragging] = useState(false)

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    onFiles([...event.dataTransfer.files])
  }

  return (
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
      <ImageFileInput onFiles={onFiles} disabled={disabled} testId="photo-input" />
      <span>
        <Trans>
          Drag your photos here or <strong>choose them from your device</strong>
        </Trans>
      </span>
      <span className="photo-drop-types">
        <Trans>PNG or JPEG, up to {max_mb} MB each</Trans>
      </span>
    </label>
  )
}
