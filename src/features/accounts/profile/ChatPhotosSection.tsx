// "Photos in chats" on /profile (issue 32 §3): a photo another member sends shows blurred until
// the member taps "Show photo" — nobody is shown a picture they did not ask to see. Members who
// would rather see them at once switch that here. Saved at once (use-saved-switch.ts).
import { Trans } from '@lingui/react/macro'
import { call } from '../../../api/call'
import * as routes from '../../../contract/routes'
import { SwitchSection } from './SwitchSection'
import { useSavedSwitch } from './use-saved-switch'

const saveShowChatPhotos = async (show: boolean) =>
  (await call(routes.chatPhotos, { body: { show } })).show_chat_photos

export function ChatPhotosSection() {
  const saved = useSavedSwitch('show_chat_photos', saveShowChatPhotos)
  if (!saved.user) return null
  return (
    <SwitchSection
      id="chat-photos"
      testId="chat-photos"
      saved={saved}
      title={<Trans>Photos in chats</Trans>}
      label={<Trans>Show photos at once</Trans>}
      hint={
        <Trans>
          When this is off, a photo someone sends you stays blurred until you tap Show photo.
        </Trans>
      }
    />
  )
}
