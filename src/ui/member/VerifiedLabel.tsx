// The verified badge (issue 32 §1): an operator compared this member's selfie with their main
// photo. Said in words beside the icon, as the fictional label is, wherever a member meets the
// card; `verified === true`, so a card cached before the field existed shows nothing.
import { Trans } from '@lingui/react/macro'
import './verified-label.css'

export function VerifiedLabel({ verified }: { verified: boolean | undefined }) {
  if (verified !== true) return null
  return (
    <span className="verified-label" data-testid="verified-label">
      <svg
        className="verified-label-icon"
        viewBox="0 0 16 16"
        width="12"
        height="12"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M8 .8l1.9 1.4 2.3-.1.7 2.2 1.9 1.3-.8 2.2.8 2.2-1.9 1.3-.7 2.2-2.3-.1L8 14.8l-1.9-1.4-2.3.1-.7-2.2-1.9-1.3.8-2.2-.8-2.2 1.9-1.3.7-2.2 2.3.1z"
          fill="currentColor"
        />
        <path
          d="M5.2 8.1l1.9 1.9 3.7-3.8"
          fill="none"
          stroke="#fff"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Trans>Verified</Trans>
    </span>
  )
}
