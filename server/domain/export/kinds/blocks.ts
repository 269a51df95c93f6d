// The data export's `blocks`: the members this member blocked, oldest first.
import { blocks } from '../../../db/schema'
import { othersAt } from './other-members'
import { ownRows, type Reader } from './shared'

/** data.json's `blocks`. */
export async function gatherBlocks(tx: Reader, userId: number) {
  const blocked = await ownRows(tx, blocks, blocks.blockerId, userId, blocks.createdAt)
  return othersAt(blocked, (row) => row.blockedId)
}
