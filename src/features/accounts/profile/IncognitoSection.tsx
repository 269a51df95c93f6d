// "Browse incognito" on /profile (issue 32 §2): a premium member's visits to other members'
// pages are not recorded while it is on. Without premium the switch cannot be turned on (the
// way to premium is shown instead); switched on when premium ended, it stays set — and can be
// turned off — but works again only once premium runs. Saved at once (use-saved-switch.ts).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { saveIncognito } from './incognito-api'
import { SwitchSection } from './SwitchSection'
import { useSavedSwitch } from './use-saved-switch'

export function IncognitoSection() {
  // The clock of the first render, as PremiumUntil: premium ending while the page is open
  // shows at the next one.
  const [now] = useState(Date.now)
  const saved = useSavedSwitch('incognito', async (value) => (await saveIncognito(value)).incognito)
  const { user, on } = saved
  if (!user) return null

  const until = user.premium_until
  const premium = until !== null && Date.parse(until) > now
  return (
    <SwitchSection
      id="incognito"
      testId="incognito"
      saved={saved}
      // Turning it off is always allowed; turning it on needs premium.
      locked={!premium && !on}
      title={<Trans>Browse incognito</Trans>}
      label={<Trans>Incognito</Trans>}
      hint={
        <Trans>
          When this is on, members whose profile you open do not see you among their visitors.
        </Trans>
      }
    >
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
    </SwitchSection>
  )
}
