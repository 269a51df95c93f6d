// A member's ban: the state (since when, on which ground, the operator's reason) and the
// button that bans (BanDialog) or lifts the ban, each after a confirm step with its reason. A ban ends every session of theirs: they land on
// /pages/ban and cannot log in again.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminMember } from '../../contract/admin'
import { unbanMember } from './api'
import { BanDialog } from './BanDialog'
import { formatWhen } from './format'
import { BAN_GROUND_LABELS } from '../../ui/moderation-labels'
import { ReasonDialog } from './ReasonDialog'

export function BanPanel({ member, onChanged }: { member: AdminMember; onChanged: () => void }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const name = member.name
  const since = member.banned_at ? formatWhen(member.banned_at) : ''
  const ground = member.ban_ground ? i18n._(BAN_GROUND_LABELS[member.ban_ground]) + ':' : ''
  return (
    <section className="admin-section" aria-labelledby="admin-ban">
      <h2 id="admin-ban">
        <Trans>Ban</Trans>
      </h2>
      {member.banned_at ? (
        <p className="admin-banned" data-testid="admin-banned">
          <Trans>Banned since {since}.</Trans> {ground} {member.ban_reason}
        </p>
      ) : (
        <p>
          <Trans>Not banned.</Trans>
        </p>
      )}
      <button
        type="button"
        className={member.banned_at ? 'button' : 'button button-danger'}
        onClick={() => setOpen(true)}
      >
        {member.banned_at ? <Trans>Lift the ban</Trans> : <Trans>Ban</Trans>}
      </button>
      {member.banned_at ? (
        <ReasonDialog
          open={open}
          title={t`Lift the ban on ${name}`}
          confirmLabel={t`Lift the ban`}
          onConfirm={async (reason) => {
            await unbanMember(member.id, reason)
            onChanged()
          }}
          onClose={() => setOpen(false)}
        >
          <p>
            <Trans>They can log in again.</Trans>
          </p>
        </ReasonDialog>
      ) : (
        <BanDialog open={open} member={member} onBanned={onChanged} onClose={() => setOpen(false)}>
          <Trans>They are logged out everywhere and can no longer log in.</Trans>
        </BanDialog>
      )}
    </section>
  )
}
