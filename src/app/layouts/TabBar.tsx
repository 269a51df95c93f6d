// The phone navigation (below 640 px, CSS): a bottom tab bar with the six places a member
// goes most (Discover since issue 32 §4), each with its count (new likes, unread messages, new
// notifications). Desktop keeps the top navigation, with the same counts (Header); the header
// then hides its links on phones and keeps the logo and a menu.
// Labels carry the context "tab": translations short enough for a sixth of 360 px.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LineIcon } from '../../ui/LineIcon'
import { Count } from './Count'

export type Tab = 'members' | 'discover' | 'likes' | 'chats' | 'notifications' | 'me'
export type TabCounts = Readonly<Partial<Record<Tab, number>>>

const ICONS: Record<Tab, ReactNode> = {
  members: (
    <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 20a6 6 0 0 0-4-5.6" />
  ),
  discover: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>
  ),
  likes: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  chats: <path d="M4 5h16v11H9l-5 4V5Z" />,
  notifications: <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0" />,
  me: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0" />,
}

export function TabBar({ counts }: { counts: TabCounts }) {
  const { t } = useLingui()
  const tabs = [
    { tab: 'members', to: '/members', label: <Trans context="tab">Members</Trans> },
    { tab: 'discover', to: '/discover', label: <Trans context="tab">Discover</Trans> },
    { tab: 'likes', to: '/likes', label: <Trans context="tab">Likes</Trans> },
    { tab: 'chats', to: '/chats', label: <Trans context="tab">Chats</Trans> },
    { tab: 'notifications', to: '/notifications', label: <Trans context="tab">Alerts</Trans> },
    { tab: 'me', to: '/profile', label: <Trans context="tab">Me</Trans> },
  ] as const
  return (
    <nav className="tab-bar" aria-label={t`Sections`}>
      {tabs.map(({ tab, to, label }) => (
        <Link key={tab} to={to} className="tab" activeProps={{ 'aria-current': 'page' }}>
          <span className="tab-icon-wrap">
            <LineIcon className="tab-icon">{ICONS[tab]}</LineIcon>
            <Count count={counts[tab]} className="tab-count" />
          </span>
          <span className="tab-label">{label}</span>
        </Link>
      ))}
    </nav>
  )
}
