// The member's discount (spec §3, §7, §8): a code from the page's link (?code=…) is loaded and
// kept as the time bonus — its failure is shown, as the spec rethrows it; a kept time bonus
// is asked about again, and dropped once the server says it ran out or was used; a member's
// welcome code is loaded too (not after a first purchase, which ends it), its failure ignored. The active code is the time bonus while it
// runs, else the welcome code; it changes by itself when the time bonus ends.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { ApiError } from '../../api/errors'
import type { DiscountCode } from '../../contract/shop'
import { loggedInAtom, userAtom } from '../../session'
import { errorMessage } from '../../ui/error-message'
import { useHydrated } from '../../ui/use-hydrated'
import { fetchDiscount } from './api'
import { activeDiscount } from './discount'
import { DEAD_DISCOUNT, SHOP_ERRORS } from './errors'
import { storedTimeBonus, storeTimeBonus } from './storage'

/** A timer further ahead than this is set again later (setTimeout holds 24.8 days at most). */
const RECHECK_MS = 3_600_000

export interface DiscountState {
  discount: DiscountCode | null
  /** The link's code could not be used: why, translated. */
  error: string | null
  /** The server refused `code` for an order (ran out, used): forget it. */
  drop: (code: string) => void
}

export function useDiscount(linkCode: string | null): DiscountState {
  const { i18n } = useLingui()
  const loggedIn = useAtomValue(loggedInAtom)
  const paidUser = useAtomValue(userAtom)?.paid_user ?? false
  // The kept time bonus shows once the browser's storage may (a hydrating page drew none);
  // undefined: not loaded on this page yet.
  const hydrated = useHydrated()
  const [loadedBonus, setTimeBonus] = useState<DiscountCode | null | undefined>(undefined)
  const keptBonus = useMemo(() => (hydrated ? storedTimeBonus() : null), [hydrated])
  const timeBonus = loadedBonus !== undefined ? loadedBonus : keptBonus
  const [welcome, setWelcome] = useState<DiscountCode | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [now, setNow] = useState(Date.now)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const kept = storedTimeBonus()?.code ?? null
    // A visitor's kept code is not asked again: it only starts for real at the order.
    const code = linkCode ?? (loggedIn ? kept : null)
    if (code !== null) {
      fetchDiscount({ code }, signal).then(
        (loaded) => {
          storeTimeBonus(loaded)
          setTimeBonus(loaded)
          setError(null)
        },
        (failure: unknown) => {
          if (signal.aborted) return
          if (failure instanceof ApiError && DEAD_DISCOUNT.has(failure.code) && code === kept) {
            storeTimeBonus(null)
            setTimeBonus(null)
          }
          if (linkCode !== null) setError(errorMessage(i18n, failure, SHOP_ERRORS))
        },
      )
    }
    // The welcome discount is for the first purchase: after one, the server would only
    // answer 409 on every visit, so it is not asked.
    if (loggedIn && !paidUser) {
      fetchDiscount({ welcome: 'true' }, signal).then(setWelcome, () => undefined)
    }
    return () => controller.abort()
  }, [linkCode, loggedIn, paidUser, i18n])

  const discount = activeDiscount(timeBonus, welcome, now)

  // When the active code runs out, look again (the welcome code may take over).
  const ends = discount?.expires ? Date.parse(discount.expires) : null
  useEffect(() => {
    if (ends === null) return
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(0, ends - Date.now()) + 50, RECHECK_MS),
    )
    return () => clearTimeout(timer)
  }, [ends, now])

  const drop = (code: string) => {
    if (timeBonus?.code === code) {
      storeTimeBonus(null)
      setTimeBonus(null)
    }
    if (welcome?.code === code) setWelcome(null)
  }
  return { discount, error, drop }
}
