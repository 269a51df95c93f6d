// Icebreakers (issue 32 §5): an empty conversation offers up to three openers drawn from the
// other member's profile, in the member's language (GET /api/icebreakers.php). Tapping one puts
// it in the composer, to send as it is or change first; nothing is sent by the tap. Offline or
// when the call fails there are simply none: the composer works as ever.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import { fetchIcebreakers } from './api'

export function Icebreakers({
  conversation,
  onPick,
}: {
  conversation: number
  onPick: (text: string) => void
}) {
  const { i18n } = useLingui()
  const { data } = useSync(`icebreakers:${conversation}:${i18n.locale}`, {
    fetch: (signal) => fetchIcebreakers(conversation, signal),
  })
  const openers = data?.icebreakers ?? []
  if (openers.length === 0) return null
  return (
    <div className="icebreakers" data-testid="icebreakers">
      <p className="icebreakers-title">
        <Trans>Not sure how to start? Tap one to write it:</Trans>
      </p>
      <ul className="icebreakers-list">
        {openers.map((text) => (
          <li key={text}>
            <button type="button" className="icebreaker" onClick={() => onPick(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
