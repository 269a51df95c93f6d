// The member's discount (spec §3, §7, §8): a code from the page's link (?code=…) is loaded and
// kept as the time bonus — its failure is shown, as the spec rethrows it; a kept time bonus
// is asked about again, and dropped once the server says it ran out or was used; a member's
// welcome code is loaded too (not after a first purchase, which ends it), its failure ignored.
// Both through useSync (a network error is tried again). The active code is the time bonus
// while it runs, else the welcome code; it changes by itself when the time bonus ends.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { ApiError } from '../../api/errors'
import { useSync } from '../../api/use-sync'
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
  // undefined: not loaded on this page yet. Every change to what is kept goes through
  // setTimeBonus too, so timeBonus is what storage holds.
  const hydrated = useHydrated()
  const [loadedBonus, setTimeBonus] = useState<DiscountCode | null | undefined>(undefined)
  const keptBonus = useMemo(() => (hydrated ? storedTimeBonus() : null), [hydrated])
  const timeBonus = loadedBonus !== undefined ? loadedBonus : keptBonus
  const [droppedWelcome, setDroppedWelcome] = useState<string | null>(null)
  const [now, setNow] = useState(Date.now)

  const forget = () => {
    storeTimeBonus(null)
    setTimeBonus(null)
  }
  const kept = timeBonus?.code ?? null
  // A visitor's kept code is not asked again: it only starts for real at the order.
  const code = linkCode ?? (loggedIn ? kept : null)
  const bonus = useSync(code === null ? null : `discount-code:${code}`, {
    async fetch(signal) {
      try {
        // (Never without a code: the key is null then.)
        return await fetchDiscount({ code: code ?? '' }, signal)
      } catch (failure) {
        const dead = failure instanceof ApiError && DEAD_DISCOUNT.has(failure.code)
        if (dead && code === kept && !signal.aborted) forget()
        throw failure
      }
    },
    store(loaded) {
      storeTimeBonus(loaded)
      setTimeBonus(loaded)
    },
  })
  const error =
    linkCode !== null && bonus.failure ? errorMessage(i18n, bonus.failure.error, SHOP_ERRORS) : null

  // The welcome discount is for the first purchase: after one, the server would only
  // answer 409 on every visit, so it is not asked.
  const welcomeOffer = useSync(loggedIn && !paidUser ? 'discount-welcome' : null, {
    fetch: (signal) => fetchDiscount({ welcome: 'true' }, signal),
  }).data
  const welcome = welcomeOffer && welcomeOffer.code !== droppedWelcome ? welcomeOffer : null

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

  const drop = (refused: string) => {
    if (timeBonus?.code === refused) forget()
    if (welcome?.code === refused) setDroppedWelcome(refused)
  }
  return { discount, error, drop }
}
