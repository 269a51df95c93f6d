// /transactions/{transactionId} (spec §2, public): where the payment provider sends the member
// back. While the payment is open the page asks again (2 s, then 5 s, for up to 10 minutes;
// not while the page is hidden, and at once when it shows).
// Paid: what was added and the new balance (or premium's end), then back to where the member
// came from — by itself after a moment when that is a chat, whose messages that lacked credits
// are then sent. Failed, canceled, expired: nothing was charged, and a way to try again.
// Someone else (logged out, another device): the status and the amount only.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NETWORK_RETRY, type RetryPolicy } from '../../api/sync'
import { usePolledSync } from '../../api/use-sync'
import type { Transaction } from '../../contract/shop'
import { refetchUser } from '../../session'
import { setCredits } from '../../session/credits'
import { errorMessage } from '../../ui/error-message'
import { fetchTransaction } from './api'
import { SHOP_ERRORS } from './errors'
import { formatMoney } from './money'
import { pollDelay } from './poll'
import { afterPaymentPath, isChatPath } from './return-path'
import { methodLabel, TestModeBanner } from './ShopParts'
import { forgetCheckoutKeys } from './storage'
import './credits.css'

/** A paid order that came from a chat goes back there after this. */
const BACK_TO_CHAT_MS = 3_000
/** The shared backoff (1 s doubling to 30 s), kept up for about POLL_STOP_AFTER_MS. */
const OFFLINE_RETRY: RetryPolicy = { ...NETWORK_RETRY, attempts: 24 }

/**
 * The payment, asked again while it is open (poll.ts's schedule). A lost connection is tried
 * again with backoff for about as long as the schedule runs; a refusal (an unknown order) or
 * a server error ends the asking.
 */
function usePolledTransaction(id: string) {
  const { data, failure, done } = usePolledSync(`transaction:${id}`, {
    fetch: (signal) => fetchTransaction(id, signal),
    every: (_answer, { elapsedMs }) => pollDelay(elapsedMs),
    until: (answer) => answer.status !== 'open',
    retry: OFFLINE_RETRY,
  })
  return {
    transaction: data ?? null,
    problem: failure,
    gaveUp: done || (failure !== null && !failure.offline),
  }
}

export function TransactionPage({ transactionId }: { transactionId: string }) {
  const { i18n } = useLingui()
  const { transaction, problem, gaveUp } = usePolledTransaction(transactionId)
  return (
    <section className="shop-page" data-testid="transaction">
      <h1>
        <Trans>Payment status</Trans>
      </h1>
      {transaction?.test_mode && <TestModeBanner />}
      {transaction === null && problem !== null && (
        <p className="alert alert-danger" role="alert">
          {errorMessage(i18n, problem.error, SHOP_ERRORS)}
        </p>
      )}
      {transaction === null && problem === null && (
        <div className="shop-loading" aria-busy="true" />
      )}
      {transaction && <Outcome transaction={transaction} gaveUp={gaveUp} />}
    </section>
  )
}

function Outcome({ transaction, gaveUp }: { transaction: Transaction; gaveUp: boolean }) {
  const { i18n } = useLingui()
  const amount = formatMoney(transaction.price, i18n.locale)
  const method = transaction.method === null ? null : methodLabel(transaction.method, i18n)
  const { status, mine } = transaction

  useEffect(() => {
    if (!mine || status === 'open') return
    // Settled: the next checkout in this tab is a new order.
    forgetCheckoutKeys()
    if (status === 'paid') {
      if (transaction.balance !== null) setCredits(transaction.balance)
      refetchUser().catch(() => undefined)
    }
  }, [mine, status, transaction.balance])

  return (
    <div className={`card shop-outcome shop-outcome-${status}`} data-status={status}>
      <p className="shop-outcome-status" role="status" data-testid="transaction-status">
        <StatusText status={status} />
      </p>
      <p className="shop-outcome-amount">
        {method === null ? (
          <Trans>Amount: {amount}</Trans>
        ) : (
          <Trans>
            Amount: {amount} · {method}
          </Trans>
        )}
      </p>
      {mine && <Details transaction={transaction} gaveUp={gaveUp} />}
    </div>
  )
}

function StatusText({ status }: { status: Transaction['status'] }) {
  switch (status) {
    case 'open':
      return <Trans>We are waiting for your payment…</Trans>
    case 'paid':
      return <Trans>Payment received. Thank you!</Trans>
    case 'failed':
      return <Trans>The payment failed.</Trans>
    case 'canceled':
      return <Trans>The payment was canceled.</Trans>
    case 'expired':
      return <Trans>The payment expired.</Trans>
    case 'refunded':
      return <Trans>This payment was refunded.</Trans>
    case 'charged_back':
      return <Trans>This payment was reversed by the bank (a chargeback).</Trans>
  }
}

function Details({ transaction, gaveUp }: { transaction: Transaction; gaveUp: boolean }) {
  switch (transaction.status) {
    case 'open':
      return (
        <>
          {gaveUp && (
            <p>
              <Trans>
                This is taking long. Reload this page in a moment to check again; we add your
                purchase as soon as the payment arrives.
              </Trans>
            </p>
          )}
          {transaction.checkout_url !== null && (
            <a className="button" href={transaction.checkout_url}>
              <Trans>Go back to the payment</Trans>
            </a>
          )}
        </>
      )
    case 'paid':
      return <Paid transaction={transaction} />
    case 'failed':
    case 'canceled':
    case 'expired':
      return (
        <>
          <p>
            <Trans>Nothing was charged and nothing was added to your account.</Trans>
          </p>
          <TryAgain transaction={transaction} />
        </>
      )
    case 'refunded':
    case 'charged_back':
      return (
        <p>
          {transaction.product.kind === 'credits' ? (
            <Trans>Its credits were taken back from your account.</Trans>
          ) : (
            <Trans>Its premium period was taken back.</Trans>
          )}
        </p>
      )
  }
}

function Paid({ transaction }: { transaction: Transaction }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const back =
    transaction.return_to ?? (transaction.product.kind === 'premium' ? '/premium' : '/credits')
  const toChat = isChatPath(back)
  const goBack = () => void navigate({ href: afterPaymentPath(back) })

  useEffect(() => {
    if (!toChat) return
    const timer = setTimeout(
      () => void navigate({ href: afterPaymentPath(back), replace: true }),
      BACK_TO_CHAT_MS,
    )
    return () => clearTimeout(timer)
  }, [toChat, back, navigate])

  const added = transaction.credits
  const bonus = transaction.bonus_credits
  const balance = transaction.balance ?? 0
  const until =
    transaction.premium_until === null
      ? null
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(
          Date.parse(transaction.premium_until),
        )
  return (
    <>
      {transaction.product.kind === 'credits' ? (
        <p data-testid="credits-added">
          <Plural value={added} one="# credit was added." other="# credits were added." />
          {bonus > 0 && (
            <>
              {' '}
              <Plural
                value={bonus}
                one="(# of them is a bonus credit.)"
                other="(# of them are bonus credits.)"
              />
            </>
          )}
        </p>
      ) : (
        until !== null && (
          <p data-testid="premium-until">
            <Trans>You are premium until {until}.</Trans>
          </p>
        )
      )}
      <p data-testid="new-balance">
        <Plural
          value={balance}
          one={
            <Trans>
              Your balance: <strong>#</strong> credit
            </Trans>
          }
          other={
            <Trans>
              Your balance: <strong>#</strong> credits
            </Trans>
          }
        />
      </p>
      {toChat && (
        <p className="field-hint">
          <Trans>Taking you back to your chat…</Trans>
        </p>
      )}
      <button type="button" className="button button-primary" onClick={goBack} data-testid="back">
        {toChat ? (
          <Trans>Back to the chat</Trans>
        ) : back === '/credits' ? (
          <Trans>Back to credits</Trans>
        ) : back === '/premium' ? (
          <Trans>Back to premium</Trans>
        ) : (
          <Trans>Back to where you were</Trans>
        )}
      </button>
    </>
  )
}

function TryAgain({ transaction }: { transaction: Transaction }) {
  const search = transaction.return_to === null ? {} : { return: transaction.return_to }
  const product = transaction.product
  return product.kind === 'credits' ? (
    <Link
      to="/credits/$creditId/{-$paymentMethod}"
      params={{ creditId: product.package, paymentMethod: transaction.method ?? undefined }}
      search={search}
      className="button button-primary"
      data-testid="try-again"
    >
      <Trans>Try again</Trans>
    </Link>
  ) : (
    <Link
      to="/premium"
      search={{ plan: product.plan }}
      className="button button-primary"
      data-testid="try-again"
    >
      <Trans>Try again</Trans>
    </Link>
  )
}
