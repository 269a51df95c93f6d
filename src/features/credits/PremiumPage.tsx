// /premium (spec §2, public): what premium gives — every photo of every member full size (the
// photo dialogs' premium distinction, spec §6), who visited, incognito — compared with the free
// membership (PremiumComparison), the plans with their price per month, the
// member's premium end if they have one, and for a member the checkout of the chosen plan.
// Premium is a period paid once: it never renews by itself; buying again extends it. ?plan=
// chooses a plan, ?code= loads a discount code.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { userAtom } from '../../session'
import { CheckoutForm } from './CheckoutForm'
import { discountFor } from './discount'
import { ShopNotices } from './ShopNotices'
import { PlanList } from './PlanList'
import { PremiumComparison } from './PremiumComparison'
import { PremiumWithdrawal } from './PremiumWithdrawal'
import { useStringParam } from './search'
import { JoinButtons } from '../../ui/JoinButtons'
import { CountrySelect, FictionalShopNote } from './ShopParts'
import { useDiscount } from './use-discount'
import { useShop } from './use-shop'
import './credits.css'

export function PremiumPage() {
  const user = useAtomValue(userAtom)
  const { shop, failure, choose } = useShop()
  const { discount: active, error, drop } = useDiscount(useStringParam('code'))
  const discount = discountFor(active, 'premium')
  const linked = useStringParam('plan')
  const [picked, setPicked] = useState<string | null>(null)
  const plans = shop?.plans ?? []
  // The link's plan, else the first (the shortest): no dearer plan is chosen for the member.
  const plan = plans.find((candidate) => candidate.id === (picked ?? linked)) ?? plans[0]

  return (
    <section className="shop-page">
      <h1>
        <Trans>Premium</Trans>
      </h1>
      <p className="shop-lead">
        <Trans>
          With premium you see every photo of every member full size, who visited your profile, and
          you may browse incognito.
        </Trans>
      </p>
      <PremiumComparison />
      <ul className="shop-points">
        <li>
          <Trans>Paid once for the period you choose: it never renews by itself.</Trans>
        </li>
        <li>
          <Trans>Buying again adds the new period to the time you have left.</Trans>
        </li>
        <li>
          <Trans>Messages still cost credits, as without premium.</Trans>
        </li>
      </ul>
      {user && <PremiumStatus until={user.premium_until} />}
      {user && <PremiumWithdrawal />}
      <ShopNotices shop={shop} failure={failure} codeError={error} discount={discount} />
      {shop && (
        <>
          <h2>
            <Trans>Choose your period</Trans>
          </h2>
          <PlanList
            plans={plans}
            discount={discount}
            mode={user ? 'pick' : 'show'}
            chosen={plan?.id ?? null}
            onChoose={setPicked}
          />
          <p className="field-hint">
            <Trans>Prices include VAT.</Trans>
          </p>
          <CountrySelect shop={shop} onChoose={choose} />
          {user && plan && (
            <CheckoutForm
              key={`${shop.country}:${plan.id}`}
              shop={shop}
              product={{ kind: 'premium', plan: plan.id }}
              credits={0}
              months={plan.months}
              listPrice={plan.price}
              discount={discount}
              returnTo={null}
              method={null}
              onDeadDiscount={drop}
            />
          )}
          {!user && <JoinButtons className="button-row shop-join" />}
        </>
      )}
      {/* A member reads it in the checkout, before the waiver. */}
      {!user && <FictionalShopNote />}
    </section>
  )
}

function PremiumStatus({ until }: { until: string | null }) {
  const { i18n } = useLingui()
  // The clock is read again when the end changes (a purchase or a withdrawal just now).
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 0)
    return () => clearTimeout(timer)
  }, [until])
  if (until === null) return null
  const end = Date.parse(until)
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(end)
  return (
    <p className="card notice shop-premium-status" data-testid="premium-status">
      {end > now ? (
        <Trans>You are premium until {date}. Buying again extends it.</Trans>
      ) : (
        <Trans>Your premium ended on {date}.</Trans>
      )}
    </p>
  )
}
