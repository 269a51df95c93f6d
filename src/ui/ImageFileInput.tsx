// The hidden file input inside a photo picker's label (signup step, profile page): several
// images at once, the types the server takes; the value is cleared after each choice so the
// same file can be chosen again.
import { IMAGE_ACCEPT } from '../lib/image-files'

interface ImageFileInputProps {
  onFiles: (files: File[]) => void
  disabled?: boolean
  testId?: string
}

export function ImageFileInput({ onFiles, disabled = false, testId }: ImageFileInputProps) {
  return (
    <input
      type="file"
      className="visually-hidden"
      accept={IMAGE_ACCEPT}
      multiple
      disabled={disabled}
      data-testid={testId}
      onChange={(event) => {
        onFiles([...(event.target.files ?? [])])
        event.target.value = ''
      }}
    />
  )
}
