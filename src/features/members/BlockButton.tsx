// Block or unblock a member (POST/DELETE /api/block.php). Blocking asks first, then leaves
// the page for the member list (use-block.ts): a blocked member no longer shows up there.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Modal } from '../../ui/Modal'
import { showToast } from '../../ui/toast-state'
import { useAction } from '../../ui/use-action'
import { blockCall } from './api'
import { MEMBERS_ERRORS } from './errors'
import { setBlocked } from './cache'
import { useBlock } from './use-block'

interface BlockButtonProps {
  id: number
  name: string
  blocked: boolean
}

export function BlockButton({ id, name, blocked }: BlockButtonProps) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const { busy, error, run } = useAction(MEMBERS_ERRORS)
  const blockMember = useBlock(id, name)

  const block = () =>
    run(async () => {
      await blockMember()
      setConfirming(false)
    })

  const unblock = async () => {
    const done = await run(async () => {
      await setBlocked(id, await blockCall(id, false))
    })
    if (done) showToast({ kind: 'success', body: t`You unblocked ${name}.` })
  }

  if (blocked) {
    return (
      <>
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          onClick={() => void unblock()}
        >
          <Trans>Unblock</Trans>
        </button>
        {error && <p className="form-error">{error}</p>}
      </>
    )
  }

  return (
    <>
      <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
        <Trans>Block</Trans>
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Block ${name}?`}
        footer={
          <div className="button-row">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void block()}
            >
              <Trans>Block</Trans>
            </button>
          </div>
        }
      >
        <p>
          <Trans>
            You and {name} will no longer see each other in search results and likes, and any likes
            between you are removed. You can unblock {name} later on this page.
          </Trans>
        </p>
        {error && <p className="form-error">{error}</p>}
      </Modal>
    </>
  )
}
