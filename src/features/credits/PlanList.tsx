// Premium plans: months, the price (struck through before a discount) and the price per month.
// On /premium a member picks one (radio cards); on /pricing they are shown, linking to it.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { DiscountCode, PremiumPlan } from '../../contract/shop'
import { applyDiscount } from './discount'
import { centsPer, formatMoney } from './money'
import { Price } from './ShopParts'

interface PlanListProps {
  plans: readonly PremiumPlan[]
  discount: DiscountCode | null
  /** pick: radio cards; link: each opens /premium with it chosen; show: text only. */
  mode: 'pick' | 'link' | 'show'
  chosen?: string | null
  onChoose?: (plan: string) => void
}

export function PlanList({ plans, discount, mode, chosen, onChoose }: PlanListProps) {
  return (
    <ul className="shop-plans" data-testid="plans">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard
            plan={plan}
            discount={discount}
            mode={mode}
            chosen={chosen === plan.id}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ul>
  )
}

function PlanCard({
  plan,
  discount,
  mode,
  chosen,
  onChoose,
}: {
  plan: PremiumPlan
  discount: DiscountCode | null
  mode: PlanListProps['mode']
  chosen: boolean
  onChoose?: (plan: string) => void
}) {
  const { i18n } = useLingui()
  const priced = applyDiscount(discount, 'premium', plan.price, 0)
  const perMonth = formatMoney(
    { ...priced.price, cents: centsPer(priced.price.cents, plan.months) },
    i18n.locale,
  )
  const months = plan.months
  const body = (
    <>
      <span className="shop-plan-months">
        <Plural value={months} one="# month" other="# months" />
      </span>
      <Price price={priced.price} listPrice={priced.listPrice} />
      <span className="shop-package-hint">
        <Trans>{perMonth} per month</Trans>
      </span>
    </>
  )
  switch (mode) {
    case 'pick':
      return (
        <label className={chosen ? 'shop-plan shop-plan-chosen' : 'shop-plan'} data-testid="plan">
          <input
            type="radio"
            name="plan"
            value={plan.id}
            checked={chosen}
            onChange={() => onChoose?.(plan.id)}
          />
          <span className="shop-plan-body">{body}</span>
        </label>
      )
    case 'link':
      return (
        <Link to="/premium" search={{ plan: plan.id }} className="shop-plan" data-testid="plan">
          <span className="shop-plan-body">{body}</span>
        </Link>
      )
    case 'show':
      return (
        <div className="shop-plan" data-testid="plan">
          <span className="shop-plan-body">{body}</span>
        </div>
      )
  }
}
