// The members a lander shows: with a server-rendered page, from the start (the route's
// loader); otherwise loaded once after the first paint (the page and its signup form stand on
// their own: a failed or forbidden search leaves the members out). undefined while loading.
import { useAtomValue } from 'jotai'
import { useSync } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import { featuresAtom, storedTrafficsource } from '../../session'
import { landerMembersCall } from './api'
import type { LanderSlug } from './slug'

export interface LanderMembers {
  members: MemberCard[] | undefined
  failed: boolean
}

export function useLanderMembers(slug: LanderSlug): LanderMembers {
  const searchAllCountries = useAtomValue(featuresAtom)?.profileSearch.searchAllCountries ?? false
  const members = landerMembersCall(
    { searchAllCountries, trafficsource: storedTrafficsource() },
    slug,
  )
  const sync = useSync(members.key, { name: 'Loading the lander members', fetch: members.fetch })
  return { members: sync.data, failed: sync.failure !== null }
}
