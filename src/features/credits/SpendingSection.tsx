// The monthly spending limit and what the member spent (issue 28 §5), on /credits: the limit
// with this month's spending against it and when it starts again, a raise waiting out its 72
// hours (and the way to keep the current limit), the form, and a summary per month. The rules
// are the server's (server/domain/credits/spending-limit.ts); this only shows and asks.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useSync } from '../../api/use-sync'
import type { Money } from '../../contract/shop'
import {
  SPENDING_LIMIT_MAX_CENTS,
  SPENDING_RAISE_HOURS,
  type SpendingMonth,
  type SpendingResponse,
} from '../../contract/spending'
import { FormError } from '../../ui/FormError'
import { TextField } from '../../ui/TextField'
import { useAction } from '../../ui/use-action'
import { fetchSpending, saveSpendingLimit } from './api'
import { SHOP_ERRORS } from './errors'
import { formatMoney, parseAmount } from './money'
import { SpendingNow, SpendingOutcome, SpendingPending, type Outcome } from './SpendingStatus'
import { SummaryRow } from './SummaryRow'

export function SpendingSection() {
  const { data } = useSync('spending', { name: 'spending', fetch: fetchSpending })
  const [saved, setSaved] = useState<SpendingResponse | null>(null)
  const view = saved ?? data
  if (view === undefined) return <section className="card shop-spending" aria-busy="true" />
  return (
    <>
      <SpendingLimit view={view} onSaved={setSaved} />
      <SpendingMonths months={view.months} />
    </>
  )
}

function SpendingLimit({
  view,
  onSaved,
}: {
  view: SpendingResponse
  onSaved: (view: SpendingResponse) => void
}) {
  const { t, i18n } = useLingui()
  const [amount, setAmount] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [invalid, setInvalid] = useState(false)
  const { busy, error, run } = useAction(SHOP_ERRORS)
  const currency = view.limit?.currency ?? view.spent.currency
  const symbol =
    new Intl.NumberFormat(i18n.locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency

  const save = (limit: Money | null) =>
    run(async () => {
      const next = await saveSpendingLimit(limit)
      onSaved(next)
      setAmount('')
      setOutcome(
        next.pending === null
          ? { kind: 'lowered', limit: next.limit }
          : { kind: 'waiting', from: next.pending.from },
      )
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const cents = parseAmount(amount)
    const fits = cents !== null && cents <= SPENDING_LIMIT_MAX_CENTS
    setInvalid(!fits)
    if (fits) void save({ cents, currency })
  }

  const pending = view.pending
  const hours = SPENDING_RAISE_HOURS

  return (
    <section className="card shop-spending" id="spending" data-testid="spending-limit">
      <h2>
        <Trans>Monthly spending limit</Trans>
      </h2>
      <SpendingNow view={view} />
      <SpendingPending view={view} busy={busy} onKeep={(limit) => void save(limit)} />
      <p className="shop-spending-hint">
        <Trans>
          A lower limit applies at once. A higher limit, or none, applies only after {hours} hours,
          and we confirm it by mail: time to think it over.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate className="shop-spending-form">
        <TextField
          label={t`New limit per month (${symbol})`}
          name="spending-limit"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValueChange={(value) => {
            setAmount(value)
            setInvalid(false)
          }}
          error={invalid ? t`Enter an amount, such as 50.` : undefined}
        />
        <FormError>{error}</FormError>
        <div className="shop-spending-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            <Trans>Save limit</Trans>
          </button>
          {view.limit !== null && !(pending !== null && pending.limit === null) && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void save(null)}
            >
              <Trans>No limit</Trans>
            </button>
          )}
        </div>
      </form>
      <SpendingOutcome outcome={outcome} />
    </section>
  )
}

function SpendingMonths({ months }: { months: readonly SpendingMonth[] }) {
  const { i18n } = useLingui()
  const title = (month: string) =>
    new Intl.DateTimeFormat(i18n.locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`))
  return (
    <section className="card shop-months" data-testid="spending-months">
      <h2>
        <Trans>Your spending per month</Trans>
      </h2>
      {months.length === 0 ? (
        <p>
          <Trans>Nothing yet.</Trans>
        </p>
      ) : (
        months.map((month) => (
          <article key={month.month} className="shop-month">
            <h3>{title(month.month)}</h3>
            <dl className="shop-summary">
              <SummaryRow term={<Trans>Paid</Trans>}>
                {month.spent.length === 0 ? (
                  <Trans>Nothing</Trans>
                ) : (
                  month.spent.map((money) => formatMoney(money, i18n.locale)).join(' + ')
                )}
              </SummaryRow>
              <SummaryRow term={<Trans>Credits bought</Trans>}>{month.credits_bought}</SummaryRow>
              <SummaryRow term={<Trans>Credits used</Trans>}>{month.credits_used}</SummaryRow>
              <SummaryRow term={<Trans>Messages sent</Trans>}>{month.messages_sent}</SummaryRow>
            </dl>
          </article>
        ))
      )}
    </section>
  )
}
