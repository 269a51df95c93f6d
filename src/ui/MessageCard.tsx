// A page that only says something: a heading, a paragraph and the way on (after a mailed
// link, a deletion, or a member who is gone).
import type { ReactNode } from 'react'

export function MessageCard({
  className = 'card narrow',
  title,
  children,
  action,
}: {
  className?: string
  title: ReactNode
  /** The paragraph under the heading. */
  children: ReactNode
  /** The way on, as the page places it (a button link, or one in its own paragraph). */
  action: ReactNode
}) {
  return (
    <section className={className}>
      <h1>{title}</h1>
      <p>{children}</p>
      {action}
    </section>
  )
}
