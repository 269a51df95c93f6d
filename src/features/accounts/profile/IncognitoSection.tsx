// "Browse incognito" on /profile (issue 32 §2): a premium member's visits to other members'
// pages are not recorded while it is on. Without premium the switch cannot be turned on (the
// way to premium is shown instead); switched on when premium ended, it stays set — and can be
// turned off — but works again only once premium runs. Saved at once (use-saved-switch.ts).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormError } from '../../../ui/FormError'
import { saveIncognito } from './incognito-api'
import { useSavedSwitch } from './use-saved-switch'

export function IncognitoSection() {
  const hintId = useId()
  // The clock of the first render, as PremiumUntil: premium ending while the page is open
  // shows at the next one.
  const [now] = useState(Date.now)
  const { user, on, busy, error, change } = useSavedSwitch(
    'incognito',
    async (value) => (await saveIncognito(value)).incognito,
  )
  if (!user) return null

  const until = user.premium_until
  const premium = until !== null && Date.parse(until) > now

  return (
    <section className="card profile-section" id="incognito" data-testid="profile-incognito">
      <h2>
        <Trans>Browse incognito</Trans>
      </h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          // Turning it off is always allowed; turning it on needs premium.
          disabled={busy || (!premium && !on)}
          aria-describedby={hintId}
          data-testid="incognito-switch"
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          <Trans>Incognito</Trans>
          <span id={hintId} className="field-hint">
            <Trans>
              When this is on, members whose profile you open do not see you among their visitors.
            </Trans>
          </span>
        </span>
      </label>
      {!premium &&
        (on ? (
          <p data-testid="incognito-paused">
            <Trans>
              Your premium has ended, so members see your visits again. Incognito works again once{' '}
              <Link to="/premium">premium</Link> runs.
            </Trans>
          </p>
        ) : (
          <p data-testid="incognito-premium">
            <Trans>
              Incognito comes with premium. <Link to="/premium">See premium</Link>
            </Trans>
          </p>
        ))}
      <FormError>{error}</FormError>
    </section>
  )
}
