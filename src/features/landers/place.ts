// The visitor's place as a lander names it: the country of the geoip guess (settings'
// geoip_selected_country, a site country) and, as the region, the one most of the shown
// members of that country live in (the search already picked the visitor's country, so its
// members are the visitor's neighbours). Pure.
import type { MemberCard } from '../../contract/members'
import type { RegionData } from '../../contract/regions'

export interface RegionGuess {
  id: string
  name: string
}

/** The region most of `members` in `country` live in (ties: the first seen); null if none. */
export function likelyRegion(
  members: readonly Pick<MemberCard, 'country' | 'countryregion'>[],
  country: string,
  regions: RegionData | undefined,
): RegionGuess | null {
  const counts = new Map<string, number>()
  for (const member of members) {
    const id = member.countryregion.trim()
    if (member.country !== country || !id || id === '0') continue
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  let best: string | null = null
  for (const [id, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = id
  const name = best === null ? undefined : regions?.[country]?.find((r) => r.id === best)?.name
  return best !== null && name ? { id: best, name } : null
}

/** Members grouped by their city (else region) for the map, largest group first. */
export function byPlace<M extends Pick<MemberCard, 'city'>>(
  members: readonly M[],
  placeOf: (member: M) => string,
): { place: string; members: M[] }[] {
  const groups = new Map<string, M[]>()
  for (const member of members) {
    const place = placeOf(member)
    groups.set(place, [...(groups.get(place) ?? []), member])
  }
  return [...groups]
    .map(([place, list]) => ({ place, members: list }))
    .sort((a, b) => b.members.length - a.members.length)
}

/** A stable spot (percent of the map's width and height) for a place name: the same name, the same spot. */
export function spotOf(name: string): { x: number; y: number } {
  let hash = 2166136261
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619)
  const unsigned = hash >>> 0
  // Kept off the edges, so a pin's label stays inside the map.
  return { x: 12 + (unsigned % 76), y: 14 + ((unsigned >>> 8) % 70) }
}
