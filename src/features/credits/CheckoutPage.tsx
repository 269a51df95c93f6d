// /credits/{creditId}/{paymentMethod?} (spec §2, login required): one credit package's
// checkout for the member's payment country; the method in the address is chosen at first
// when that country offers it. ?return= is where to come back to after paying.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { paymentMethodSchema } from '../../contract/shop'
import { errorMessage } from '../../ui/error-message'
import { CheckoutForm } from './CheckoutForm'
import { DiscountBanner } from './DiscountBanner'
import { SHOP_ERRORS } from './errors'
import { returnPath } from './return-path'
import { useStringParam } from './search'
import { TestModeBanner } from './ShopParts'
import { useDiscount } from './use-discount'
import { useShop } from './use-shop'
import './credits.css'

export function CheckoutPage({
  creditId,
  paymentMethod,
}: {
  creditId: string
  paymentMethod: string | undefined
}) {
  const { i18n } = useLingui()
  const returnTo = returnPath(useStringParam('return'))
  const { shop, failure } = useShop()
  const { discount, drop } = useDiscount(null)
  const method = paymentMethodSchema.safeParse(paymentMethod).data ?? null
  const item = shop?.packages.find((candidate) => candidate.id === creditId)

  return (
    <section className="shop-page">
      <h1>
        <Trans>Buy credits</Trans>
      </h1>
      {shop?.test_mode && <TestModeBanner />}
      {failure && !shop && (
        <p className="alert alert-danger" role="alert">
          {errorMessage(i18n, failure.error, SHOP_ERRORS)}
        </p>
      )}
      {!shop && !failure && <div className="shop-loading" aria-busy="true" />}
      {shop && !item && (
        <div className="card">
          <p>
            <Trans>This package is not for sale (any more).</Trans>
          </p>
          <Link to="/credits" className="button">
            <Trans>See all packages</Trans>
          </Link>
        </div>
      )}
      {shop && item && (
        <>
          {discount && <DiscountBanner discount={discount} />}
          <CheckoutForm
            key={`${shop.country}:${item.id}`}
            shop={shop}
            product={{ kind: 'credits', package: item.id }}
            credits={item.credits}
            months={0}
            listPrice={item.price}
            discount={discount}
            returnTo={returnTo}
            method={method}
            onDeadDiscount={drop}
          />
          <p>
            <Link to="/credits" search={returnTo === null ? {} : { return: returnTo }}>
              <Trans>Choose another package</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
