// A member's ban: the state (since when, why) and the button that bans or lifts the ban, each
// after a confirm step with its reason. A ban ends every session of theirs: they land on
// /pages/ban and cannot log in again.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminMember } from '../../contract/admin'
import { banMember, unbanMember } from './api'
import { formatWhen } from './format'
import { ReasonDialog } from './ReasonDialog'

export function BanPanel({ member, onChanged }: { member: AdminMember; onChanged: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const name = member.name
  const since = member.banned_at ? formatWhen(member.banned_at) : ''
  return (
    <section className="admin-section" aria-labelledby="admin-ban">
      <h2 id="admin-ban">
        <Trans>Ban</Trans>
      </h2>
      {member.banned_at ? (
        <p className="admin-banned" data-testid="admin-banned">
          <Trans>Banned since {since}.</Trans> {member.ban_reason}
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
      <ReasonDialog
        open={open}
        title={member.banned_at ? t`Lift the ban on ${name}` : t`Ban ${name}`}
        confirmLabel={member.banned_at ? t`Lift the ban` : t`Ban`}
        danger={!member.banned_at}
        onConfirm={async (reason) => {
          if (member.banned_at) await unbanMember(member.id, reason)
          else await banMember(member.id, reason)
          onChanged()
        }}
        onClose={() => setOpen(false)}
      >
        <p>
          {member.banned_at ? (
            <Trans>They can log in again.</Trans>
          ) : (
            <Trans>They are logged out everywhere and can no longer log in.</Trans>
          )}
        </p>
      </ReasonDialog>
    </section>
  )
}
