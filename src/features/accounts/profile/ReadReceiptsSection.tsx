// "Read receipts" on /profile (issue 32 §5): private read receipts. While on, the members the
// member writes with do not see when their messages were read, and — as with Matrix's private
// receipts — the member does not see when theirs were. Saved at once (use-saved-switch.ts).
import { Trans } from '@lingui/react/macro'
import { saveReadReceipts } from './read-receipts-api'
import { SwitchSection } from './SwitchSection'
import { useSavedSwitch } from './use-saved-switch'

export function ReadReceiptsSection() {
  const saved = useSavedSwitch(
    'private_receipts',
    async (value) => (await saveReadReceipts(value)).private_receipts,
  )
  if (!saved.user) return null
  return (
    <SwitchSection
      id="read-receipts"
      testId="receipts"
      saved={saved}
      title={<Trans>Read receipts</Trans>}
      label={<Trans>Keep my reading private</Trans>}
      hint={
        <Trans>
          When this is on, the members you write with do not see when you have read their messages,
          and you do not see when they have read yours.
        </Trans>
      }
    />
  )
}
