// "Premium until 12 December 2026" in the member's language, as a link to /premium: the
// account menu and /profile show it while premium runs (issue 28 §4), nothing otherwise.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

export function PremiumUntil({ until, className }: { until: string | null; className?: string }) {
  const { i18n } = useLingui()
  // The clock of the first render: premium ending while a page is open shows at the next one.
  const [now] = useState(Date.now)
  if (until === null || Date.parse(until) <= now) return null
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(Date.parse(until))
  return (
    <Link to="/premium" className={className} data-testid="premium-badge">
      <Trans>Premium until {date}</Trans>
    </Link>
  )
}

export default PremiumUntil
