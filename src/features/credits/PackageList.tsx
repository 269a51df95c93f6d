// The credit packages: credits (and the discount's bonus), the price (struck through before a
// percentage off), what one message then costs, and the "most chosen" mark. For a member each
// package opens its checkout.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CreditPackage, DiscountCode, ShopResponse } from '../../contract/shop'
import { applyDiscount } from './discount'
import { centsPer, formatMoney } from './money'
import { Price } from './ShopParts'

interface PackageListProps {
  shop: ShopResponse
  discount: DiscountCode | null
  /** Members buy: each package links to its checkout (carrying where to return). */
  buy: boolean
  returnTo: string | null
}

export function PackageList({ shop, discount, buy, returnTo }: PackageListProps) {
  return (
    <ul className="shop-packages" data-testid="packages">
      {shop.packages.map((item) => (
        <li key={item.id}>
          <PackageCard item={item} shop={shop} discount={discount} buy={buy} returnTo={returnTo} />
        </li>
      ))}
    </ul>
  )
}

function PackageCard({
  item,
  shop,
  discount,
  buy,
  returnTo,
}: Omit<PackageListProps, 'shop'> & { item: CreditPackage; shop: ShopResponse }) {
  const { i18n } = useLingui()
  const priced = applyDiscount(discount, 'credits', item.price, item.credits)
  const credits = item.credits
  const bonus = priced.bonusCredits
  const messages = Math.floor((credits + bonus) / Math.max(1, shop.message_cost))
  const perMessage = formatMoney(
    { ...priced.price, cents: centsPer(priced.price.cents * shop.message_cost, credits + bonus) },
    i18n.locale,
  )
  const body = (
    <>
      {item.most_chosen && (
        <span className="shop-most-chosen">
          <Trans>Most chosen</Trans>
        </span>
      )}
      <span className="shop-package-credits">
        <Plural value={credits} one="# credit" other="# credits" />
      </span>
      {bonus > 0 && (
        <span className="shop-package-bonus">
          <Plural value={bonus} one="+ # bonus credit" other="+ # bonus credits" />
        </span>
      )}
      <Price price={priced.price} listPrice={priced.listPrice} />
      {shop.message_cost > 0 && (
        <span className="shop-package-hint">
          <Plural
            value={messages}
            one={`# message · ${perMessage} per message`}
            other={`# messages · ${perMessage} per message`}
          />
        </span>
      )}
    </>
  )
  const className = item.most_chosen ? 'shop-package shop-package-top' : 'shop-package'
  if (!buy) {
    return (
      <div className={className} data-testid="package">
        {body}
      </div>
    )
  }
  return (
    <Link
      to="/credits/$creditId/{-$paymentMethod}"
      params={{ creditId: item.id, paymentMethod: undefined }}
      search={returnTo === null ? {} : { return: returnTo }}
      className={className}
      data-testid="package"
    >
      {body}
    </Link>
  )
}
