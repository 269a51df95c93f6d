// /pricing (spec §2, public): the price list for the visitor's payment country — credit
// packages and premium plans, VAT included, the methods and what a message costs — with "Sign
// up for free" for visitors and the ways to buy for members. ?code= loads a discount code.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { loggedInAtom } from '../../session'
import { ShopNotices } from './ShopNotices'
import { PackageList } from './PackageList'
import { PlanList } from './PlanList'
import { PremiumComparison } from './PremiumComparison'
import { JoinButtons } from '../../ui/JoinButtons'
import { useStringParam } from './search'
import { CountrySelect, FictionalShopNote, MethodNames, MessageCost } from './ShopParts'
import { useDiscount } from './use-discount'
import { useShop } from './use-shop'
import './credits.css'

export function PricingPage() {
  const member = useAtomValue(loggedInAtom)
  const { shop, failure, choose } = useShop()
  const cost = shop?.message_cost ?? 0
  const { discount, error } = useDiscount(useStringParam('code'))
  return (
    <section className="shop-page">
      <h1>
        <Trans>Pricing</Trans>
      </h1>
      <p className="shop-lead">
        <Trans>
          Signing up is free. You pay only for credits to write messages, and for premium if you
          want it.
        </Trans>
      </p>
      {!member && <JoinButtons className="button-row shop-join" />}
      <ShopNotices shop={shop} failure={failure} codeError={error} discount={discount} />
      {shop && (
        <>
          <CountrySelect shop={shop} onChoose={choose} />
          <h2>
            <Trans>Credits</Trans>
          </h2>
          <MessageCost cost={cost} />
          <PackageList shop={shop} discount={discount} buy={member} returnTo={null} />
          <h2>
            <Trans>Premium</Trans>
          </h2>
          <PremiumComparison />
          <PlanList plans={shop.plans} discount={discount} mode={member ? 'link' : 'show'} />
          <p className="field-hint">
            <Trans>Prices include VAT.</Trans>
          </p>
          <MethodNames methods={shop.methods} />
        </>
      )}
      <FictionalShopNote />
    </section>
  )
}
