// A link inside the operator area: its one route (/admin/$) takes the rest of the path.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** `to`: the path under /admin/ — '' for the queue, 'audit', 'members/12'. */
export function AdminLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to="/admin/$" params={{ _splat: to }} activeOptions={{ exact: true }}>
      {children}
    </Link>
  )
}
