// The member's monthly spending limit as the shop answers it (issue 28 §5; GET/POST
// /api/spending.php): in the currency they pay in today (shop.ts memberCurrency). What a limit
// allows and when a raise takes effect is domain/credits/spending-limit.ts's.
import type { SpendingLimitBody, SpendingResponse } from '../../../src/contract/spending'
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import { setSpendingLimit } from '../credits/spending-limit'
import { spendingView } from '../credits/spending-view'
import type { Site } from '../sites/site-schema'
import { memberCurrency } from './shop'

/** The member's limit, what is waiting and what they spent. */
export async function memberSpending(
  db: Db,
  site: Site,
  memberId: number,
): Promise<SpendingResponse> {
  return spendingView(db, memberId, await memberCurrency(db, site, memberId))
}

/** Sets the member's limit (a limit only in a currency the site sells in), then shows it. */
export async function changeSpendingLimit(
  db: Db,
  site: Site,
  memberId: number,
  body: SpendingLimitBody,
): Promise<SpendingResponse> {
  const currency = await memberCurrency(db, site, memberId)
  const sold = Object.values(site.minimum_message_costs).map((cost) => cost.currency)
  if (body.limit !== null && !sold.includes(body.limit.currency)) {
    throw httpError(400, 'bad_request', `This site does not sell in ${body.limit.currency}`)
  }
  await setSpendingLimit(db, memberId, body, currency)
  return spendingView(db, memberId, currency)
}
