// What only a member's frame has, loaded by Frame and Header once a member is present, so a
// visitor's start-up bundle carries none of it: the phone tab bar and the wide screens' counted
// links, both with the counts of tab-counts.ts.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LineIcon } from '../../ui/LineIcon'
import { Count } from './Count'
import { TabBar } from './TabBar'
import { useTabCounts } from './tab-counts'

export default function MemberTabBar() {
  return <TabBar counts={useTabCounts()} />
}

/** The header's links on wide screens (on phones the tab bar holds them). */
export function MemberLinks() {
  const counts = useTabCounts()
  return (
    <>
      <Link to="/members" className="nav-wide">
        <Trans>Members</Trans>
      </Link>
      <Link to="/discover" className="nav-wide">
        <Trans>Discover</Trans>
      </Link>
      <Link to="/likes" className="nav-wide nav-counted">
        <Trans>Likes</Trans>
        <Count count={counts.likes} className="nav-count" />
      </Link>
      <Link to="/chats" className="nav-wide nav-counted">
        <Trans>Chats</Trans>
        <Count count={counts.chats} className="nav-count" />
      </Link>
      <Link to="/notifications" className="nav-wide nav-counted nav-bell">
        <span className="visually-hidden">
          <Trans>Notifications</Trans>
        </span>
        <LineIcon size={22}>
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0" />
        </LineIcon>
        <Count count={counts.notifications} className="nav-count" />
      </Link>
    </>
  )
}
