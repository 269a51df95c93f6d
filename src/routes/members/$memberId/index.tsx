import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { LikeSeen } from '../../../features/likes/LikeSeen'
import { MemberPage } from '../../../features/members'
import { ReportSlot, type ReportDialogRenderer } from '../../../ui/member'
import { ssrLoad } from '../../-ssr/loader'

// A member's page (spec §2): auth optional; visitors see it with a signup invitation. Members
// can report the member or a photo: the report dialog (features/cases) fills the page's slot.
export const Route = createFileRoute('/members/$memberId/')({
  staticData: { auth: 'optional' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('member', args) : undefined,
  component: MemberRoute,
})

// The report dialog (features/cases), loaded on the first report. Defined here, in the route's
// own chunk, rather than in a module both routes share: a shared module would be a chunk of its
// own, named in the start-up bundle's route table.
const ReportDialog = lazy(() =>
  import('../../../features/cases').then((module) => ({ default: module.ReportDialog })),
)
const renderReportDialog: ReportDialogRenderer = (props) => <ReportDialog {...props} />

function MemberRoute() {
  const { memberId } = Route.useParams()
  return (
    <ReportSlot.Provider value={renderReportDialog}>
      <LikeSeen memberId={memberId} />
      <MemberPage memberId={memberId} />
    </ReportSlot.Provider>
  )
}
