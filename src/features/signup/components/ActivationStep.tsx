// Step 6 (spec §4, §9): while the activation mail goes out. A counter ticks every 900 ms and
// the message follows it; the member is refetched once on the first tick; the step completes
// when GET /api/activate.php says delivered or after 20 ticks.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState } from 'react'
import { ProgressBar } from '../../../ui/ProgressBar'
import { refetchUser } from '../../../session'
import {
  ACTIVATION_TICK_MS,
  ACTIVATION_TIMEOUT_TICKS,
  activationComplete,
  activationStage,
  type ActivationStage,
} from '../activation'
import { activationDelivered } from '../api'

function StageMessage({ stage }: { stage: ActivationStage }) {
  switch (stage) {
    case 'sending':
      return <Trans>We are sending you an email to activate your account…</Trans>
    case 'on_its_way':
      return <Trans>Your email is on its way…</Trans>
    case 'slow':
      return <Trans>Your mail provider is taking a little longer than usual…</Trans>
    case 'late':
      return <Trans>Almost done, just a moment…</Trans>
  }
}

export function ActivationStep({ onNext }: { onNext: () => void }) {
  const { t } = useLingui()
  const [count, setCount] = useState(0)
  const done = useEffectEvent(onNext)

  useEffect(() => {
    let ticks = 0
    let delivered = false
    let asking = false
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      clearInterval(timer)
      done()
    }
    const timer = setInterval(() => {
      ticks += 1
      setCount(ticks)
      if (ticks === 1)
        refetchUser().catch((error: unknown) => console.error('Refetching the user failed', error))
      if (!asking && !delivered) {
        asking = true
        activationDelivered()
          .then((answer) => {
            delivered = answer
            if (delivered && !finished) finish()
          })
          .catch((error: unknown) => console.error('Activation status failed', error))
          .finally(() => {
            asking = false
          })
      }
      if (activationComplete(ticks, delivered)) finish()
    }, ACTIVATION_TICK_MS)
    return () => {
      finished = true
      clearInterval(timer)
    }
  }, [])

  return (
    <section className="signup-step" data-testid="signup-step-6" aria-live="polite">
      <h1>
        <Trans>Creating your account</Trans>
      </h1>
      <ProgressBar
        value={count / ACTIVATION_TIMEOUT_TICKS}
        label={t`Sending your activation email`}
      />
      <p className="activation-message" data-stage={activationStage(count)}>
        <StageMessage stage={activationStage(count)} />
      </p>
    </section>
  )
}
