// What the spending limit section says about the limit: the limit now with this month's
// spending against it and when it starts again, a raise waiting out its hours (with the way
// to keep the current limit), and what the last save did.
import { Trans, useLingui } from '@lingui/react/macro'
import type { Money } from '../../contract/shop'
import type { SpendingResponse } from '../../contract/spending'
import { useSpendingFormat } from './use-spending-format'

export type Outcome = { kind: 'lowered'; limit: Money | null } | { kind: 'waiting'; from: string }

export function SpendingNow({ view }: { view: SpendingResponse }) {
  const { t } = useLingui()
  const { money, day } = useSpendingFormat()
  const limit = view.limit === null ? null : money(view.limit)
  const spent = money(view.spent)
  const resets = day(view.resets)

  return (
    <>
      {limit === null ? (
        <p>
          <Trans>You have no spending limit.</Trans>
        </p>
      ) : (
        <p data-testid="spending-limit-now">
          <Trans>
            Your limit: <strong>{limit}</strong> a month.
          </Trans>
        </p>
      )}
      <p>
        <Trans>
          This month: {spent} spent or waiting for payment. A new month starts on {resets}.
        </Trans>
      </p>
      {view.limit !== null && (
        <meter
          className="shop-spending-meter"
          min={0}
          max={view.limit.cents}
          high={Math.round(view.limit.cents * 0.8)}
          value={Math.min(view.spent.cents, view.limit.cents)}
          aria-label={t`Spent of your limit this month`}
        />
      )}
    </>
  )
}

/** The raise (or removal) waiting to apply; "Keep" saves the current limit again. */
export function SpendingPending({
  view,
  busy,
  onKeep,
}: {
  view: SpendingResponse
  busy: boolean
  onKeep: (limit: Money | null) => void
}) {
  const { money, moment } = useSpendingFormat()
  const pending = view.pending
  if (pending === null) return null
  const limit = view.limit === null ? null : money(view.limit)

  return (
    <div className="shop-spending-pending" data-testid="spending-pending">
      <p>
        {pending.limit === null ? (
          <Trans>From {moment(pending.from)} you will have no limit.</Trans>
        ) : (
          <Trans>
            From {moment(pending.from)} your limit will be {money(pending.limit)}.
          </Trans>
        )}
      </p>
      {view.limit !== null && (
        <button type="button" className="button" disabled={busy} onClick={() => onKeep(view.limit)}>
          <Trans>Keep {limit}</Trans>
        </button>
      )}
    </div>
  )
}

export function SpendingOutcome({ outcome }: { outcome: Outcome | null }) {
  const { money, moment } = useSpendingFormat()
  if (outcome === null) return null

  return (
    <p role="status" data-testid="spending-saved">
      {outcome.kind === 'waiting' ? (
        <Trans>
          Your new limit applies from {moment(outcome.from)}. We sent you a mail about it.
        </Trans>
      ) : outcome.limit === null ? (
        <Trans>Saved: you have no spending limit.</Trans>
      ) : (
        <Trans>Saved: your limit is {money(outcome.limit)} a month, from now on.</Trans>
      )}
    </p>
  )
}
