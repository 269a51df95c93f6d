import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../contract/shop'
import { withdrawable } from './PremiumWithdrawal'

const order = (values: Partial<Transaction>): Transaction =>
  ({
    id: 'ord_x',
    product: { kind: 'premium', plan: 'premium-1' },
    withdrawable_until: null,
    ...values,
  }) as Transaction

describe('withdrawable', () => {
  it('keeps premium orders whose withdrawal period runs, and nothing else', () => {
    const now = Date.parse('2026-11-24T12:00:00Z')
    const open = order({ id: 'ord_open', withdrawable_until: '2026-12-01T12:00:00Z' })
    const over = order({ id: 'ord_over', withdrawable_until: '2026-11-24T11:59:59Z' })
    const credits = order({
      id: 'ord_credits',
      product: { kind: 'credits', package: 'credits-100' },
      withdrawable_until: '2026-12-01T12:00:00Z',
    })
    const none = order({ id: 'ord_none' })
    expect(withdrawable([open, over, credits, none], now).map((item) => item.id)).toEqual([
      'ord_open',
    ])
  })
})
