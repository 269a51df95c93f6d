// The photos chosen at signup and not yet uploaded, each with its preview and a button that
// takes it out of the set (not while uploading).
import { useLingui } from '@lingui/react/macro'
import type { Pending } from './use-pending-photos'

export function PendingPhotos({
  pending,
  disabled,
  onRemove,
}: {
  pending: readonly Pending[]
  disabled: boolean
  onRemove: (item: Pending) => void
}) {
  const { t } = useLingui()
  if (pending.length === 0) return null

  return (
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
              disabled={disabled}
              onClick={() => onRemove(item)}
            >
              ×
            </button>
          </li>
        )
      })}
    </ul>
  )
}
