// "Blocked members" on /profile: whom the member blocked (the block dialog promises they can
// unblock here), each with name, photo and Unblock. Read when the page opens (useSync); not
// kept offline: the list only serves unblocking, which needs the network anyway.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useSync } from '../../../api/use-sync'
import type { BlockedMember } from '../../../contract/members'
import { FormError } from '../../../ui/FormError'
import { Avatar, FictionalLabel } from '../../../ui/member'
import { showToast } from '../../../ui/toast-state'
import { useAction } from '../../../ui/use-action'
import { fetchBlockedMembers, unblockMember } from './blocked-api'
import './blocked.css'

export function BlockedSection() {
  const { t } = useLingui()
  const sync = useSync('blocked-members', { fetch: (signal) => fetchBlockedMembers(signal) })
  const [unblocked, setUnblocked] = useState<ReadonlySet<number>>(new Set())
  const { busy, error, run } = useAction()
  const members = sync.data?.profiles.filter((member) => !unblocked.has(member.id))

  const unblock = async (member: BlockedMember) => {
    const done = await run(async () => {
      await unblockMember(member.id)
      setUnblocked((current) => new Set(current).add(member.id))
    })
    const { name } = member
    if (done) showToast({ kind: 'success', body: t`You unblocked ${name}.` })
  }

  return (
    <section className="card profile-section" id="blocked" data-testid="profile-blocked">
      <h2>
        <Trans>Blocked members</Trans>
      </h2>
      {sync.failure && members === undefined && (
        <FormError>{t`The list could not be loaded. Please try again later.`}</FormError>
      )}
      {members?.length === 0 && (
        <p className="field-hint">
          <Trans>
            You have not blocked anyone. Members you block no longer see you, and you no longer see
            them.
          </Trans>
        </p>
      )}
      {members !== undefined && members.length > 0 && (
        <ul className="blocked-list">
          {members.map((member) => (
            <li key={member.id} className="blocked-member">
              <Avatar image={member.main_image} name={member.name} box={48} />
              <span className="blocked-member-name">
                <Link to="/members/$memberId" params={{ memberId: String(member.id) }}>
                  {member.name}
                </Link>
                <FictionalLabel fictional={member.fictional} />
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() => void unblock(member)}
              >
                <Trans>Unblock</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError>{error}</FormError>
    </section>
  )
}

export default BlockedSection
