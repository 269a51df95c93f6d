// Step 1 (spec §2, §4): the push offer. Subscribing (features/pwa, through the shared push
// port) asks for permission, subscribes through the service worker and registers the
// subscription; a refusal or failure only ends the offer. Either way the wizard moves on.
import { Trans } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { pushPort, pushSubscribedAtom } from '../../../session/push'

export function PushStep({ pushPub, onNext }: { pushPub: string; onNext: () => void }) {
  const [busy, setBusy] = useState(false)
  const setResult = useSetAtom(pushSubscribedAtom)

  const subscribe = async () => {
    setBusy(true)
    await pushPort().subscribe(pushPub)
    onNext()
  }

  const decline = () => {
    setResult(false)
    onNext()
  }

  return (
    <section className="signup-step" data-testid="signup-step-1">
      <h1>
        <Trans>Never miss a message</Trans>
      </h1>
      <p>
        <Trans>
          Turn on notifications and we will let you know as soon as someone likes you or sends you a
          message.
        </Trans>
      </p>
      <div className="signup-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void subscribe()}
        >
          <Trans>Turn on notifications</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={decline}>
          <Trans>No thanks</Trans>
        </button>
      </div>
    </section>
  )
}
