// Opening a member's page (GET /api/member.php): the page as the viewer may see it
// (members/member-page.ts), and what the opening itself means to others: a like of the viewer
// by that member is no longer new, and the member has a visitor (record-visit.ts), told live
// the first time a day.
import type { MemberResponse } from '../../../src/contract/members'
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import { markLikeSeen } from '../likes/likes'
import { loadMemberPage } from '../members/member-page'
import type { EventBus } from '../events/event-bus'
import { recordEventsNow } from '../events/member-events'
import { recordVisit } from './record-visit'
import type { Site } from '../sites/site-schema'

/**
 * The viewer opens a member's page: 404 member.not_found when it is not theirs to see.
 * Opening the page of a member who liked the viewer marks that like as seen (spec §4
 * "opening a profile marks its like as not new"). The page is read from `dbs.read` (a read
 * replica, or the primary), the mark written to `dbs.write`.
 */
export async function openMemberPage(
  dbs: { read: Db; write: Db },
  events: EventBus,
  viewerId: number | null,
  memberId: number,
  site: Site,
): Promise<MemberResponse> {
  const page = await loadMemberPage(dbs.read, viewerId, memberId, site)
  if (page === null) throw httpError(404, 'member.not_found', 'No such member')
  if (viewerId !== null && viewerId !== memberId) {
    await markLikeSeen(dbs.write, memberId, viewerId)
    if (await recordVisit(dbs.write, viewerId, memberId)) {
      events.publish(await recordEventsNow(dbs.write, [{ memberId, type: 'visit', data: {} }]))
    }
  }
  return page
}
