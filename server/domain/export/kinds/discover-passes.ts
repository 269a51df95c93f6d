// The data export's `discover_passes` (issue 32 §4): the members this member passed on in the
// discover deck and are still kept out of it (passes older than DISCOVER_PASS_DAYS are
// deleted), oldest first, each naming the other member as likes given do.
import { discoverPasses } from '../../../db/schema'
import { othersAt } from './other-members'
import { ownColumns, type Reader } from './shared'

/** data.json's `discover_passes`: `at` is the newest pass of each member. */
export async function gatherDiscoverPasses(tx: Reader, userId: number) {
  const passes = await ownColumns(
    tx,
    discoverPasses,
    { passedId: discoverPasses.passedId, createdAt: discoverPasses.at },
    discoverPasses.memberId,
    userId,
    discoverPasses.at,
  )
  return othersAt(passes, (row) => row.passedId)
}
