// Small parts the shop's pages share: the test-mode banner, the fictional-profile note, the
// names of payment methods, the payment-country choice, a price (struck through before a
// discount) and the withdrawal waiver.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import type { Money, PaymentMethod, Product, ShopResponse } from '../../contract/shop'
import { useCountryName } from '../../ui/use-country-name'
import { settingsAtom } from '../../session'
import { FormError } from '../../ui/FormError'
import { formatMoney } from './money'

export function TestModeBanner() {
  return (
    <p className="shop-test-mode" role="note" data-testid="test-mode">
      <Trans>Test mode — no real money is paid.</Trans>
    </p>
  )
}

/**
 * Before any payment: some profiles are fictional (Dutch ACM: disclosed before the contract),
 * and writing to them is free (issue 28 §2: the server charges nothing for it).
 */
export function FictionalShopNote() {
  const name = useAtomValue(settingsAtom)?.name ?? ''
  return (
    <p className="card notice fictional-note shop-fictional" role="note">
      <Trans>
        Please note: some profiles on {name} are fictional. They do not belong to real people and
        you cannot meet them. They do not reply, and writing to them costs no credits.
      </Trans>
    </p>
  )
}

const CARD = msg({ message: 'Card', context: 'payment method' })

/** A payment method as the member knows it; brand names are not translated. */
export function methodLabel(method: PaymentMethod, i18n: I18n): string {
  switch (method) {
    case 'ideal':
      return 'iDEAL | Wero'
    case 'bancontact':
      return 'Bancontact'
    case 'creditcard':
      return i18n._(CARD)
    case 'paypal':
      return 'PayPal'
  }
}

export function MethodNames({ methods }: { methods: readonly PaymentMethod[] }) {
  const { i18n } = useLingui()
  const names = methods.map((method) => methodLabel(method, i18n))
  return (
    <p className="shop-methods" data-testid="shop-methods">
      <Trans>You pay with:</Trans>{' '}
      {names.map((name, index) => (
        <span key={name} className="shop-method-name">
          {name}
          {index < names.length - 1 ? ' · ' : ''}
        </span>
      ))}
    </p>
  )
}

/** The payment country (prices, VAT and methods follow it). */
export function CountrySelect({
  shop,
  onChoose,
}: {
  shop: ShopResponse
  onChoose: (country: string) => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  const countryName = useCountryName()
  if (shop.countries.length < 2) return null
  const options = shop.countries
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale))
  return (
    <div className="field shop-country">
      <label htmlFor={id} className="field-label">
        <Trans>Payment country</Trans>
      </label>
      <select
        id={id}
        value={shop.country}
        onChange={(event) => onChoose(event.target.value)}
        data-testid="payment-country"
      >
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A price; with a discount, the old one struck through before it. */
export function Price({ price, listPrice }: { price: Money; listPrice?: Money }) {
  const { i18n, t } = useLingui()
  const old =
    listPrice !== undefined && listPrice.cents !== price.cents
      ? formatMoney(listPrice, i18n.locale)
      : null
  return (
    <span className="shop-price">
      {old !== null && (
        <>
          <s className="shop-price-old">
            <span className="visually-hidden">{t`Old price:`} </span>
            {old}
          </s>{' '}
        </>
      )}
      <strong>{formatMoney(price, i18n.locale)}</strong>
    </span>
  )
}

/**
 * The end of every checkout: the fictional-profiles note, the waiver, why the last try failed,
 * and the button that pays (enabled once the waiver is ticked).
 */
export function PayStep({
  kind,
  agreed,
  onAgree,
  error,
  busy,
  label,
  testId,
}: {
  kind: Product['kind']
  agreed: boolean
  onAgree: (agreed: boolean) => void
  error: string | null
  busy: boolean
  label: string
  testId: string
}) {
  const { t } = useLingui()
  return (
    <>
      <FictionalShopNote />
      <Waiver kind={kind} checked={agreed} onChange={onAgree} />
      <FormError>{error}</FormError>
      <button
        type="submit"
        className="button button-primary shop-pay"
        disabled={!agreed || busy}
        aria-busy={busy || undefined}
        data-testid={testId}
      >
        {busy ? t`One moment…` : label}
      </button>
    </>
  )
}

/**
 * The waiver the law asks for before delivery starts: credits (CRD art. 16(m)) end the right
 * of withdrawal; premium (art. 7(3)) starts at once and is paid pro rata on withdrawal. The
 * return policy is linked at the box, outside its label (a tap on the link never ticks it),
 * in a new tab: the checkout's choices live in this page's state and would be lost.
 */
function Waiver({
  kind,
  checked,
  onChange,
}: {
  kind: Product['kind']
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="shop-waiver" data-testid="waiver">
      <label className="shop-waiver-agree">
        <input
          type="checkbox"
          checked={checked}
          required
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {kind === 'credits' ? (
            <Trans>
              I want delivery to start now and I understand that I thereby lose my right of
              withdrawal for these credits.
            </Trans>
          ) : (
            <Trans>
              I want premium to start now; if I withdraw within 14 days I pay for the days used.
            </Trans>
          )}
        </span>
      </label>
      <Link
        to="/pages/$name"
        params={{ name: 'return-policy' }}
        target="_blank"
        rel="noopener"
        className="shop-waiver-policy"
        data-testid="waiver-policy"
      >
        <Trans>Read the return policy</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </Link>
    </div>
  )
}

/** What one message costs here: the unit the packages are counted in. */
export function MessageCost({ cost }: { cost: number }) {
  if (cost <= 0) return null
  return (
    <p className="shop-cost">
      <Plural value={cost} one="A message costs # credit." other="A message costs # credits." />
    </p>
  )
}
