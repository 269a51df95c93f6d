// What a shop page (credits, premium, pricing) says above its offer: test mode, a link's code
// that failed (spec §8: the main code's failure is shown), the active discount, a failed load
// of the prices, or the placeholder while they load.
import { useLingui } from '@lingui/react/macro'
import type { DiscountCode, ShopResponse } from '../../contract/shop'
import { errorMessage } from '../../ui/error-message'
import { DiscountBanner } from './DiscountBanner'
import { SHOP_ERRORS } from './errors'
import { TestModeBanner } from './ShopParts'

export function ShopNotices({
  shop,
  failure,
  codeError,
  discount,
}: {
  shop: ShopResponse | undefined
  failure: { error: unknown } | null | undefined
  codeError: string | null
  discount: DiscountCode | null
}) {
  const { i18n } = useLingui()
  return (
    <>
      {shop?.test_mode && <TestModeBanner />}
      {codeError && (
        <p className="alert alert-danger" role="alert" data-testid="code-error">
          {codeError}
        </p>
      )}
      {discount && <DiscountBanner discount={discount} />}
      {failure && !shop && (
        <p className="alert alert-danger" role="alert">
          {errorMessage(i18n, failure.error, SHOP_ERRORS)}
        </p>
      )}
      {!shop && !failure && <div className="shop-loading" aria-busy="true" />}
    </>
  )
}
