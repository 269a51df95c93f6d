// maplanding (empty layout): the members placed on a drawn map of the visitor's guessed
// region — the country's region names in the background, a pin per town with its members'
// faces — then the same members listed by town (the map is a picture; the list is what a
// screen reader reads, with each fictional member disclosed), then the signup form.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { CSSProperties } from 'react'
import type { MemberCard } from '../../../contract/members'
import { settingsAtom } from '../../../session'
import { Avatar, memberPlace } from '../../../ui/member'
import { LanderHead, MemberStrip, SignupClose } from '../blocks'
import { LoadingMembers } from '../parts'
import { byPlace, spotOf } from '../place'
import type { KindProps } from './kind-props'

/** Region names drawn on the map: enough to read as a map, few enough not to crowd a phone. */
const MAP_REGIONS = 8

export function MapLander({ members, signup, place }: KindProps) {
  const settings = useAtomValue(settingsAtom)
  const code = settings?.geoip_selected_country ?? ''
  const regionNames = (settings?.region_data[code] ?? []).slice(0, MAP_REGIONS)
  const groups = byPlace(members ?? [], (member: MemberCard) =>
    memberPlace(member, { regions: settings?.region_data }),
  )
  return (
    <div className="lander lander-map">
      <LanderHead place={place} title={<Trans>Members in your region</Trans>} />
      <div className="lander-map-area" aria-hidden="true">
        {regionNames.map((item) => (
          <span key={item.id} className="lander-map-region" style={spot(item.name)}>
            {item.name}
          </span>
        ))}
        {groups.map((group) => (
          <span key={group.place} className="lander-map-pin" style={spot(group.place)}>
            <span className="lander-map-faces">
              {group.members.slice(0, 3).map((member) => (
                <Avatar key={member.id} image={member.main_image} name={member.name} box={32} />
              ))}
            </span>
            <span className="lander-map-town">{group.place}</span>
          </span>
        ))}
      </div>
      {members === undefined ? (
        <LoadingMembers count={4} className="lander-map-list" />
      ) : (
        <ul className="lander-map-list">
          {groups.map((group) => (
            <li key={group.place}>
              <h2 className="lander-map-list-title">{group.place}</h2>
              <MemberStrip members={group.members} />
            </li>
          ))}
        </ul>
      )}
      <SignupClose members={members} signup={signup} />
    </div>
  )
}

function spot(name: string): CSSProperties {
  const { x, y } = spotOf(name)
  return { insetInlineStart: `${x}%`, insetBlockStart: `${y}%` }
}
