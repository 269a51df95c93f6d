// The ban's confirm step, from a member's page or from a case: the ground the member is told
// on /pages/ban (in their language), the operator's own reason for the audit log, and what a
// ban does. From a report the ground starts as the report's reason.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { BAN_GROUNDS, type BanGround } from '../../contract/admin'
import { Field } from '../../ui/Field'
import { CodeSelect } from '../../ui/CodeSelect'
import { banMember } from './api'
import { BAN_GROUND_LABELS } from '../../ui/moderation-labels'
import { ReasonDialog } from './ReasonDialog'

interface BanDialogProps {
  open: boolean
  member: { id: number; name: string }
  /** The case that led to it: closed as resolved with the ban. */
  caseId?: number
  /** The report's reason, when it is a ground. */
  suggested?: string
  /** What else happens, said under the ground. */
  children: ReactNode
  onBanned: () => void
  onClose: () => void
}

export function BanDialog({
  open,
  member,
  caseId,
  suggested,
  children,
  onBanned,
  onClose,
}: BanDialogProps) {
  const { t } = useLingui()
  const start = BAN_GROUNDS.find((ground) => ground === suggested) ?? 'terms'
  const [ground, setGround] = useState<BanGround>(start)
  const name = member.name
  return (
    <ReasonDialog
      open={open}
      title={t`Ban ${name}`}
      confirmLabel={t`Ban`}
      danger
      onConfirm={async (reason) => {
        await banMember(member.id, ground, reason, caseId)
        onBanned()
      }}
      onClose={() => {
        setGround(start)
        onClose()
      }}
    >
      <Field label={t`Ground`} hint={t`Shown to the member, in their language.`}>
        {(control) => (
          <CodeSelect
            {...control}
            codes={BAN_GROUNDS}
            labels={BAN_GROUND_LABELS}
            value={ground}
            onValueChange={(code) => setGround(code as BanGround)}
          />
        )}
      </Field>
      <p>{children}</p>
      <p className="field-hint">
        <Trans>The reason below is only for operators.</Trans>
      </p>
    </ReasonDialog>
  )
}
