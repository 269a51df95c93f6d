// The fictional disclosure (spec §3 Settings fictional_icon; issue 28 §3): a fictional profile
// says so in words wherever a member meets it — cards, likes, the member page, the chat list
// and header — because a touch screen never shows a tooltip, and Dutch law (ACM) asks for the
// disclosure before anyone pays to write. Where the site turns the icon on, the ✦ comes first.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { settingsAtom } from '../../session'

export function FictionalLabel({ fictional }: { fictional: boolean }) {
  const icon = useAtomValue(settingsAtom)?.fictional_icon ?? false
  if (!fictional) return null
  return (
    <span className="fictional-label" data-testid="fictional-label">
      {icon && (
        <span className="fictional-label-icon" aria-hidden="true">
          ✦
        </span>
      )}
      <Trans>Fictional profile</Trans>
    </span>
  )
}
