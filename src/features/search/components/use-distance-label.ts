// How far away a member lives, as a card says it (issue 32 §4): "12 km away", and "Less than
// 1 km away" for 0 (shownKm: never finer than whole kilometres). The number and unit come
// from Intl in the reader's language ("12 km", "1 234 km"); the words around them from Lingui.
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** The label of a distance in whole km (0: under 1 km). */
export function useDistanceLabel(): (km: number) => string {
  const { t, i18n } = useLingui()
  const format = useMemo(
    () =>
      new Intl.NumberFormat(i18n.locale, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 0,
      }),
    [i18n.locale],
  )
  return (km) => {
    if (km < 1) {
      const oneKm = format.format(1)
      return t`Less than ${oneKm} away`
    }
    const distance = format.format(km)
    return t`${distance} away`
  }
}
