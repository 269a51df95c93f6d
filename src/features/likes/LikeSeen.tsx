// Opening a member's page marks their received like seen (spec §4): the server does so on
// member.php, the cached list follows at once. The member route renders this beside the page.
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { parseMemberId } from '../../lib/member-id'
import { userAtom } from '../../session'
import { markLikeSeen } from './cache'

export function LikeSeen({ memberId }: { memberId: string }) {
  const owner = useAtomValue(userAtom)?.id
  const id = parseMemberId(memberId)
  useEffect(() => {
    if (owner !== undefined && id !== null) void markLikeSeen(owner, id)
  }, [owner, id])
  return null
}
