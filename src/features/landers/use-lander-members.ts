// The members a lander shows, loaded once after the first paint (the page and its signup
// form stand on their own: a failed or forbidden search leaves the members out). undefined
// while loading.
import { useAtomValue } from 'jotai'
import { useSync } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import { featuresAtom, storedTrafficsource } from '../../session'
import { fetchLanderMembers } from './api'
import { slugGender, type LanderSlug } from './slug'

export interface LanderMembers {
  members: MemberCard[] | undefined
  failed: boolean
}

export function useLanderMembers(slug: LanderSlug): LanderMembers {
  const searchAllCountries = useAtomValue(featuresAtom)?.profileSearch.searchAllCountries ?? false
  const gender = slugGender(slug)
  const featured = slug.type === 'member' ? slug.memberId : null
  const sync = useSync(`lander:${searchAllCountries}:${gender}:${featured ?? ''}`, {
    name: 'Loading the lander members',
    fetch: (signal) =>
      fetchLanderMembers(
        { searchAllCountries, trafficsource: storedTrafficsource() },
        gender,
        featured,
        signal,
      ),
  })
  return { members: sync.data, failed: sync.failure !== null }
}
