// /credits (spec §2, login required): the balance, the active discount, the credit packages
// for the payment country with their prices, the methods offered there and what a message
// costs; the fictional-profile note before any payment; the way to buy the last order again;
// the monthly spending limit and the summary per month (SpendingSection).
// ?code= loads a discount code (spec §7), ?return= is the chat to go back to after paying.
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { userAtom } from '../../session'
import { ShopNotices } from './ShopNotices'
import { SpendingSection } from './SpendingSection'
import { PackageList } from './PackageList'
import { returnPath } from './return-path'
import { useStringParam } from './search'
import { CountrySelect, FictionalShopNote, MethodNames, MessageCost } from './ShopParts'
import { useDiscount } from './use-discount'
import { useLastPaidOrder } from './use-orders'
import { useShop } from './use-shop'
import './credits.css'

export function CreditsPage() {
  const balance = useAtomValue(userAtom)?.credits ?? 0
  const returnTo = returnPath(useStringParam('return'))
  const { shop, failure, choose } = useShop()
  const { discount, error } = useDiscount(useStringParam('code'))
  const { order: lastPaid } = useLastPaidOrder(true)
  const cost = shop?.message_cost ?? 0

  return (
    <section className="shop-page">
      <h1>
        <Trans>Credits</Trans>
      </h1>
      <p className="shop-balance" data-testid="balance">
        <Plural
          value={balance}
          one={
            <Trans>
              You have <strong>#</strong> credit
            </Trans>
          }
          other={
            <Trans>
              You have <strong>#</strong> credits
            </Trans>
          }
        />
      </p>
      <ShopNotices shop={shop} failure={failure} codeError={error} discount={discount} />
      {shop && (
        <>
          <MessageCost cost={cost} />
          <PackageList shop={shop} discount={discount} buy returnTo={returnTo} />
          <CountrySelect shop={shop} onChoose={choose} />
          <MethodNames methods={shop.methods} />
        </>
      )}
      <FictionalShopNote />
      {lastPaid && (
        <p>
          <Link to="/credits/repeat-order" data-testid="repeat-order-link">
            <Trans>Buy your last order again</Trans>
          </Link>
        </p>
      )}
      <SpendingSection />
      <p className="shop-more">
        <Link to="/premium">
          <Trans>Premium: see every photo full size</Trans>
        </Link>
      </p>
    </section>
  )
}
