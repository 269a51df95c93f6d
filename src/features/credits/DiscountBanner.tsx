// The active discount, with its live countdown (hh:mm:ss) when it ends within 72 hours, else
// the day it ends. Not a live region: a screen reader would hear every second.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { DiscountCode } from '../../contract/shop'
import { countsDown, formatCountdown } from './countdown'

function useClock(running: boolean): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (!running) return
    // eslint-disable-next-line no-restricted-syntax -- the countdown's clock, not a fetch
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}

function What({ discount }: { discount: DiscountCode }) {
  const { i18n } = useLingui()
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(
    discount.value / 100,
  )
  const code = discount.code
  if (discount.kind === 'bonus') {
    return discount.source === 'welcome' ? (
      <Trans>Welcome offer: {percent} extra credits on your first purchase.</Trans>
    ) : (
      <Trans>
        Code {code}: {percent} extra credits on every package.
      </Trans>
    )
  }
  switch (discount.applies_to) {
    case 'premium':
      return (
        <Trans>
          Code {code}: {percent} off premium.
        </Trans>
      )
    case 'credits':
      return (
        <Trans>
          Code {code}: {percent} off credits.
        </Trans>
      )
    case 'all':
      return (
        <Trans>
          Code {code}: {percent} off credits and premium.
        </Trans>
      )
  }
}

export function DiscountBanner({ discount }: { discount: DiscountCode }) {
  const { i18n } = useLingui()
  const ends = discount.expires === null ? null : Date.parse(discount.expires)
  const now = useClock(ends !== null)
  const left = ends === null ? null : ends - now
  if (left !== null && left <= 0) return null
  const date =
    ends === null
      ? null
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(ends)
  const countdown = left === null ? null : formatCountdown(left)
  return (
    <div className="shop-discount" data-testid="discount">
      <p className="shop-discount-what">
        <What discount={discount} />
      </p>
      {left !== null && countsDown(left) ? (
        <p className="shop-discount-ends">
          <Trans>
            Ends in{' '}
            <time className="shop-countdown" data-testid="countdown">
              {countdown}
            </time>
          </Trans>
        </p>
      ) : (
        date !== null && (
          <p className="shop-discount-ends">
            <Trans>Valid until {date}</Trans>
          </p>
        )
      )}
    </div>
  )
}
