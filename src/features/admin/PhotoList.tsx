// A member's photos, hidden ones too, each with Hide or Show after a confirm step with reason.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminMember } from '../../contract/admin'
import { setPhotoHidden } from './api'
import { PhotoThumb } from './PhotoThumb'
import { ReasonDialog } from './ReasonDialog'
import { AdminSection } from './AdminArea'

type Photo = AdminMember['photos'][number]

export function PhotoList({ photos, onChanged }: { photos: Photo[]; onChanged: () => void }) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<Photo | null>(null)
  return (
    <AdminSection id="admin-photos" title={<Trans>Photos</Trans>}>
      {photos.length === 0 ? (
        <p className="admin-empty">
          <Trans>No photos.</Trans>
        </p>
      ) : (
        <ul className="admin-photos">
          {photos.map((photo) => (
            <li key={photo.id} data-testid="admin-photo">
              <PhotoThumb filename={photo.thumb_filename} hidden={photo.hidden} />
              {photo.hidden && (
                <span className="admin-badge">
                  <Trans>Hidden</Trans>
                </span>
              )}
              <button
                type="button"
                className="button button-small"
                onClick={() => setChosen(photo)}
              >
                {photo.hidden ? <Trans>Show photo</Trans> : <Trans>Hide photo</Trans>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={chosen !== null}
        title={chosen?.hidden ? t`Show this photo again` : t`Hide this photo`}
        confirmLabel={chosen?.hidden ? t`Show photo` : t`Hide photo`}
        danger={!chosen?.hidden}
        onConfirm={async (reason) => {
          if (!chosen) return
          await setPhotoHidden(chosen.id, !chosen.hidden, reason)
          onChanged()
        }}
        onClose={() => setChosen(null)}
      >
        <p>
          {chosen?.hidden ? (
            <Trans>Everyone can see this photo again.</Trans>
          ) : (
            <Trans>Nobody but its owner will see this photo any more.</Trans>
          )}
        </p>
      </ReasonDialog>
    </AdminSection>
  )
}
