// The operator area's one route (/admin/$) picks its page by the rest of the path: nothing is
// the queue, `audit` the audit log, `members/<id>` a member; anything else is not found.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { userAtom } from '../../session'
import { AdminRefusal } from './AdminArea'
import { AuditPage } from './AuditPage'
import { MemberPage } from './MemberPage'
import { QueuePage } from './QueuePage'

/** The page a path under /admin/ shows, or null when it names none. */
export function adminView(
  path: string,
): { page: 'queue' } | { page: 'audit' } | { page: 'member'; id: string } | null {
  const rest = path.replace(/^\/+|\/+$/g, '')
  if (rest === '') return { page: 'queue' }
  if (rest === 'audit') return { page: 'audit' }
  const member = /^members\/(\d{1,10})$/.exec(rest)
  return member?.[1] ? { page: 'member', id: member[1] } : null
}

export function AdminPage({ path }: { path: string }) {
  // The server refuses them too (403 admin.forbidden); user.php's `operator` saves the calls.
  const operator = useAtomValue(userAtom)?.operator ?? false
  const view = adminView(path)
  if (!operator) return <AdminRefusal />
  if (view === null) {
    return (
      <section className="card narrow">
        <h1>
          <Trans>Page not found</Trans>
        </h1>
      </section>
    )
  }
  if (view.page === 'audit') return <AuditPage />
  if (view.page === 'member') return <MemberPage key={view.id} memberId={view.id} />
  return <QueuePage />
}
