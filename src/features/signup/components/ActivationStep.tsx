// Step 6 (spec §4, §9): while the activation mail goes out. A counter ticks every 900 ms and
// the message follows it; the member is refetched once on the first tick; the step completes
// when GET /api/activate.php (asked every 900 ms, usePolledSync) says delivered or after 20
// ticks.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState } from 'react'
import { usePolledSync } from '../../../api/use-sync'
import { refetchUser } from '../../../session'
import { ProgressBar } from '../../../ui/ProgressBar'
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
  const timedOut = count >= ACTIVATION_TIMEOUT_TICKS
  // The server's word on the mail: asked from the first tick on, one ask at a time, until it
  // says delivered or the ticks run out.
  const { data: delivered = false } = usePolledSync(timedOut ? null : 'activation-delivered', {
    name: 'Activation status',
    fetch: () => activationDelivered(),
    delayMs: ACTIVATION_TICK_MS,
    every: () => ACTIVATION_TICK_MS,
    until: (answer) => answer,
  })
  const complete = activationComplete(count, delivered)

  // The counter the bar and the message follow: a clock, not data (it runs out offline too).
  useEffect(() => {
    if (complete) {
      done()
      return
    }
    // eslint-disable-next-line no-restricted-syntax -- the step's clock (spec §9), not a fetch
    const timer = setInterval(() => setCount((ticks) => ticks + 1), ACTIVATION_TICK_MS)
    return () => clearInterval(timer)
  }, [complete])

  useEffect(() => {
    if (count === 1)
      refetchUser().catch((error: unknown) => console.error('Refetching the user failed', error))
  }, [count])

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
