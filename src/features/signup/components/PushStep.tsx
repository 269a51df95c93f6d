// Step 1 (spec §2, §4): the push offer. Subscribing (features/pwa, through the shared push
// port) asks for permission, subscribes through the service worker and registers the
// subscription; a refusal or failure only ends the offer. Either way the wizard moves on.
import { Trans } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { pushPort, pushSubscribedAtom } from '../../../session/push'
import { ChoiceButtons } from '../../../ui/ChoiceButtons'
import { SignupStep } from './SignupStep'

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
    <SignupStep
      step={1}
      title={<Trans>Never miss a message</Trans>}
      intro={
        <Trans>
          Turn on notifications and we will let you know as soon as someone likes you or sends you a
          message.
        </Trans>
      }
      actions={
        <ChoiceButtons
          className="signup-actions"
          busy={busy}
          primary={{ label: <Trans>Turn on notifications</Trans>, onClick: () => void subscribe() }}
          secondary={{ label: <Trans>No thanks</Trans>, onClick: decline }}
        />
      }
    />
  )
}
