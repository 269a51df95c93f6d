// The report dialog's slot. Reporting a member, a photo or a message is the cases feature's
// (features/cases/ReportDialog.tsx), its entry points are the members' and the chats' pages,
// and a feature never imports another: so the route file that shows such a page fills this
// slot (with the dialog, loaded on first open) and the page only says what is reported.
// Without a filled slot no report action shows.
import { createContext, Suspense, useContext, type ReactNode } from 'react'

/** What is reported: a member, or one of their photos or messages. */
export interface ReportTarget {
  profile: number
  name: string
  photo?: number
  message?: number
}

export interface ReportDialogProps {
  target: ReportTarget
  onClose: () => void
  /** Blocks the member, with the effects the page needs; the dialog then offers it. */
  onBlock?: () => Promise<void>
}

export type ReportDialogRenderer = (props: ReportDialogProps) => ReactNode

export const ReportSlot = createContext<ReportDialogRenderer | null>(null)

/** Whether this page can report (a route filled the slot). */
export function useCanReport(): boolean {
  return useContext(ReportSlot) !== null
}

/** The report dialog while `target` is set. */
export function ReportDialogSlot({
  target,
  ...props
}: Omit<ReportDialogProps, 'target'> & { target: ReportTarget | null }) {
  const render = useContext(ReportSlot)
  if (!render || !target) return null
  return <Suspense fallback={null}>{render({ target, ...props })}</Suspense>
}
