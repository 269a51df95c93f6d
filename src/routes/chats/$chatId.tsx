import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { ChatPage } from '../../features/chats'
import { NotFoundPage } from '../../app/NotFoundPage'
import { ReportSlot, type ReportDialogRenderer } from '../../ui/member'

// A conversation (spec §2: chat layout, login required). The member and their messages can be
// reported: the report dialog (features/cases) fills the page's slot.
export const Route = createFileRoute('/chats/$chatId')({
  staticData: { layout: 'chat' },
  component: ChatRoute,
})

// The report dialog (features/cases), loaded on the first report. Defined here, in the route's
// own chunk, rather than in a module both routes share: a shared module would be a chunk of its
// own, named in the start-up bundle's route table.
const ReportDialog = lazy(() =>
  import('../../features/cases').then((module) => ({ default: module.ReportDialog })),
)
const renderReportDialog: ReportDialogRenderer = (props) => <ReportDialog {...props} />

function ChatRoute() {
  const { chatId } = Route.useParams()
  const conversation = /^\d{1,15}$/.test(chatId) ? Number(chatId) : null
  return conversation === null ? (
    <NotFoundPage />
  ) : (
    <ReportSlot.Provider value={renderReportDialog}>
      <ChatPage conversation={conversation} />
    </ReportSlot.Provider>
  )
}
