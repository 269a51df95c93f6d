// How the spending section writes its amounts and dates in the member's language: money, a
// day ("3 March", when a month starts again) and a moment (when a raise applies).
import { useLingui } from '@lingui/react/macro'
import type { Money } from '../../contract/shop'
import { formatMoney } from './money'

export function useSpendingFormat() {
  const { i18n } = useLingui()
  const money = (value: Money) => formatMoney(value, i18n.locale)
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long' }).format(new Date(iso))
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso))
  return { money, day, moment }
}
