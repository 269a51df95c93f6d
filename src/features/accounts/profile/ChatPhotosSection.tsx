// "Photos in chats" on /profile (issue 32 §3): a photo another member sends shows blurred until
// the member taps "Show photo" — nobody is shown a picture they did not ask to see. Members who
// would rather see them at once switch that here. Saved at once (use-saved-switch.ts).
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { call } from '../../../api/call'
import * as routes from '../../../contract/routes'
import { FormError } from '../../../ui/FormError'
import { useSavedSwitch } from './use-saved-switch'

const saveShowChatPhotos = async (show: boolean) =>
  (await call(routes.chatPhotos, { body: { show } })).show_chat_photos

export function ChatPhotosSection() {
  const hintId = useId()
  const { user, on, busy, error, change } = useSavedSwitch('show_chat_photos', saveShowChatPhotos)
  if (!user) return null
  return (
    <section className="card profile-section" id="chat-photos" data-testid="profile-chat-photos">
      <h2>
        <Trans>Photos in chats</Trans>
      </h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          aria-describedby={hintId}
          data-testid="chat-photos-switch"
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          <Trans>Show photos at once</Trans>
          <span id={hintId} className="field-hint">
            <Trans>
              When this is off, a photo someone sends you stays blurred until you tap Show photo.
            </Trans>
          </span>
        </span>
      </label>
      <FormError>{error}</FormError>
    </section>
  )
}
