// The `account` live event (src/contract/events.ts): after a write that changes what user.php
// answers — the profile, photos, email, activation, push devices — the member's open tabs and
// devices load user.php again instead of polling it every minute. The write has committed when
// this runs: an event that fails to record is logged, and costs only freshness (a tab shown
// again, or a reload, loads the member anyway).
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { EventBus } from '../events/event-bus'
import { recordEventsNow } from '../events/member-events'

export interface AccountEventContext {
  db: Db
  events: EventBus
  log: FastifyBaseLogger
}

export async function announceAccountChange(
  context: AccountEventContext,
  memberId: number,
): Promise<void> {
  try {
    const events = await recordEventsNow(context.db, [{ memberId, type: 'account', data: {} }])
    context.events.publish(events)
  } catch (error) {
    context.log.warn({ err: error, memberId }, 'recording an account event failed')
  }
}
