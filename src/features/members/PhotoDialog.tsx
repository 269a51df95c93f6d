// The photo dialog (spec §6): premium viewers browse every photo full size; others see the
// main photo full size and the rest as blurred thumbnails with a premium prompt.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { mediaUrl } from '../../contract/media-url'
import { Modal } from '../../ui/Modal'
import { settingsAtom } from '../../session'
import type { PhotoView } from './photo-access'

interface PhotoDialogProps {
  name: string
  photos: PhotoView[]
  /** The photo shown; null when the dialog is closed. */
  index: number | null
  onIndex: (index: number | null) => void
  /** Report the photo shown (members only: the report dialog of ui/member ReportSlot). */
  onReport?: (photo: number) => void
}

export function PhotoDialog({ name, photos, index, onIndex, onReport }: PhotoDialogProps) {
  const { t } = useLingui()
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const photo = index === null ? undefined : photos[index]
  const count = photos.length
  const position = (index ?? 0) + 1
  // A photo the viewer sees can be reported; a blurred one is not shown to them.
  const reportable = onReport !== undefined && photo !== undefined && !photo.locked
  return (
    <Modal
      open={photo !== undefined}
      onClose={() => onIndex(null)}
      title={t`Photos of ${name}`}
      footer={
        (count > 1 && index !== null) || reportable ? (
          <>
            {count > 1 && index !== null && (
              <div className="photo-dialog-nav">
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => onIndex((index - 1 + count) % count)}
                >
                  <Trans>Previous photo</Trans>
                </button>
                <span aria-live="polite">
                  <Trans>
                    Photo {position} of {count}
                  </Trans>
                </span>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => onIndex((index + 1) % count)}
                >
                  <Trans>Next photo</Trans>
                </button>
              </div>
            )}
            {reportable && (
              <button
                type="button"
                className="link-button report-action"
                onClick={() => photo && onReport?.(photo.id)}
                data-testid="report-photo"
              >
                <Trans>Report this photo</Trans>
              </button>
            )}
          </>
        ) : undefined
      }
    >
      {photo && !photo.locked && (
        <img
          className="photo-dialog-image"
          src={mediaUrl(cdnPrefix, photo.full ?? photo.thumb)}
          alt={t`Photo ${position} of ${name}`}
        />
      )}
      {photo?.locked && (
        <div className="photo-locked">
          <img className="photo-locked-image" src={mediaUrl(cdnPrefix, photo.thumb)} alt="" />
          <div className="photo-locked-prompt">
            <p>
              <Trans>Become a premium member to see all photos of {name} full size.</Trans>
            </p>
            <Link to="/premium" className="button button-primary">
              <Trans>Go premium</Trans>
            </Link>
          </div>
        </div>
      )}
    </Modal>
  )
}
